import { useSentLog } from '../../lib/outbox/use-sent-log';
import type { SentEntry } from '../../lib/outbox/outbox-db';

const NONE: SentEntry[] = [];

function sentToday(entries: SentEntry[]): SentEntry[] {
  const midnight = new Date().setHours(0, 0, 0, 0);
  return entries.filter((e) => Date.parse(e.sentAt) >= midnight);
}

/** The outbox's deliveries since this device's local midnight, newest first, kept current. */
export function useSentToday(): SentEntry[] {
  return useSentLog(sentToday, NONE);
}
