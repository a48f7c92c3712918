/**
 * The lead outbox: the ONE place that stores requests the server has not yet confirmed
 * (estimate requests, bookings, reschedules typed offline or refused by a failing network).
 * Items live in IndexedDB ('lhe-outbox', store 'items'), in capture order, and leave it only
 * when the server confirmed them or the visitor discarded them. Every change is announced on a
 * BroadcastChannel so each open tab's indicator stays current.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** What kind of request an item is. */
export type OutboxKind = 'contact' | 'booking' | 'reschedule';

/** pending: will be sent; conflict: the slot was taken (409); rejected: refused for good (4xx). */
export type OutboxState = 'pending' | 'conflict' | 'rejected';

/** One request waiting for the server. */
export interface OutboxItem {
  /** Insertion order (IndexedDB key). */
  seq?: number;
  /** The record's client-generated id; the server stores it once however often it is sent. */
  recordId: string;
  kind: OutboxKind;
  method: 'POST' | 'PATCH';
  url: string;
  body: unknown;
  /** A short description for the visitor ("Estimate request — Dana Rivera"). */
  label: string;
  capturedAt: string;
  attempts: number;
  lastError?: string;
  state: OutboxState;
  /** Earliest time (ms) of the next automatic attempt. */
  nextAttemptAt?: number;
}

interface OutboxSchema extends DBSchema {
  items: { key: number; value: OutboxItem };
}

const DB_NAME = 'lhe-outbox';
const CHANNEL = 'lhe-outbox';

let dbPromise: Promise<IDBPDatabase<OutboxSchema>> | undefined;

function db() {
  dbPromise ??= openDB<OutboxSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
    },
  });
  return dbPromise;
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;

// Opened on first use in the browser only: an open channel would keep the prerender process alive.
function tabChannel(): BroadcastChannel | undefined {
  if (!channel && typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.addEventListener('message', () => listeners.forEach((l) => l()));
  }
  return channel;
}

function announce() {
  listeners.forEach((l) => l());
  tabChannel()?.postMessage('changed');
}

/** Be told whenever the outbox changes (in this tab or another). Returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  tabChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every item, oldest first. */
export async function listItems(): Promise<OutboxItem[]> {
  return (await db()).getAll('items');
}

/**
 * Keep a request on this device. Storage quota errors are passed on: the caller must tell the
 * visitor the request could not be saved rather than pretend it was.
 */
export async function addItem(item: Omit<OutboxItem, 'seq' | 'attempts' | 'state'>): Promise<void> {
  const database = await db();
  // The same request queued again (a second tap after a failure) replaces the first: one lead, one item.
  const same = (await database.getAll('items')).find(
    (i) => i.recordId === item.recordId && i.method === item.method && i.url === item.url,
  );
  if (same)
    await database.put('items', { ...same, body: item.body, state: 'pending', nextAttemptAt: undefined });
  else await database.add('items', { ...item, attempts: 0, state: 'pending' });
  announce();
  // Ask the browser not to evict the outbox under storage pressure (best effort).
  void navigator.storage?.persist?.().catch(() => false);
}

/** Save an item's new state. */
export async function putItem(item: OutboxItem): Promise<void> {
  await (await db()).put('items', item);
  announce();
}

/** Remove an item (confirmed by the server, or discarded by the visitor). */
export async function deleteItem(seq: number): Promise<void> {
  await (await db()).delete('items', seq);
  announce();
}
