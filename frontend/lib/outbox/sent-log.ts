/** A short local record of what the outbox delivered, so the visitor can see it arrived. */
import type { OutboxItem } from './outbox-db';

const KEY = 'lhe_outbox_sent';
const KEEP = 20;

/** One delivered item. */
export interface SentEntry {
  recordId: string;
  label: string;
  sentAt: string;
}

/** The latest deliveries, newest first. */
export function readSentLog(): SentEntry[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as SentEntry[];
  } catch {
    return [];
  }
}

/** Note a delivery. */
export function recordSent(item: OutboxItem): void {
  try {
    const entry = { recordId: item.recordId, label: item.label, sentAt: new Date().toISOString() };
    localStorage.setItem(KEY, JSON.stringify([entry, ...readSentLog()].slice(0, KEEP)));
  } catch {
    // A full or blocked storage only loses this courtesy log, never the lead itself.
  }
}
