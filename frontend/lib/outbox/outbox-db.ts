/**
 * The lead outbox: the ONE place that stores requests the server has not yet confirmed
 * (estimate requests, bookings, reschedules typed offline or refused by a failing network),
 * and the edit tokens lander-d's queued step 2 needs from its step 1's answer.
 * Items live in IndexedDB ('lhe-outbox', store 'items'), in capture order, and leave it only
 * when the server confirmed them or the visitor discarded them. The pages and the service worker
 * (Background Sync) both read and write it. Every change and delivery is announced on a
 * BroadcastChannel so each open tab's indicator stays current, whoever did the sending.
 */
import { REQUEST_SCHEMA_VERSION } from '#shared/schemas/request-version';
import { withDb } from './outbox-connection';

export { OUTBOX_WRITE_TIMEOUT_MS } from './outbox-connection';

/**
 * What kind of request an item is; a withdrawal removes a provisional booking lander-d replaced;
 * a capture is a lead a canvasser took at an event (/capture), sent with their session.
 */
export type OutboxKind = 'contact' | 'booking' | 'reschedule' | 'withdrawal' | 'capture';

/**
 * pending: will be sent; conflict: the slot was taken (409); rejected: refused for good (4xx);
 * signed-out: the session it needs has ended (401), sent again once someone signs in.
 */
export type OutboxState = 'pending' | 'conflict' | 'rejected' | 'signed-out';

/**
 * What replaces a follow-up the API refused for good because its record's edit token no longer
 * works (lander-d's step 2): a new create of `recordId` with `body`, then a withdrawal of the old record.
 */
export interface OutboxFallback {
  recordId: string;
  url: string;
  body: unknown;
  label: string;
}

/** One request waiting for the server. */
export interface OutboxItem {
  /** Insertion order (IndexedDB key). */
  seq?: number;
  /** The record's client-generated id; the server stores it once however often it is sent. */
  recordId: string;
  kind: OutboxKind;
  method: 'POST' | 'PATCH' | 'DELETE';
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
  /** Earliest time (ms) the server asked for (Retry-After): only Send now goes before it. */
  notBefore?: number;
  /** Another record whose requests must all have left the outbox first (a withdrawal after its replacement's create). */
  waitsFor?: string;
  /**
   * Whether an attempt may have reached the server: false while every attempt was refused by a
   * browser that said it was offline (nothing left the device), so the item can still be dropped.
   * True from the start when the form already tried the request online and got no usable answer.
   */
  mayHaveArrived?: boolean;
  /**
   * lander-d's step 2: the record id of the create whose edit token this request sends. The
   * token is only known once that create's answer arrives, perhaps from this very outbox.
   */
  editTokenOf?: string;
  /** REQUEST_SCHEMA_VERSION of the app that queued it (none: queued before versions were kept). */
  schemaVersion?: number;
  /** The API's message per refused field (path joined with dots), for the visitor to correct. */
  fieldErrors?: Record<string, string>;
  /** Sent instead when the API refuses this follow-up for good (403/404/410: its edit token is gone). */
  fallback?: OutboxFallback;
}

/** A delivered item, kept in the short 'sent' log: what arrived, and when. */
export interface SentEntry {
  recordId: string;
  label: string;
  sentAt: string;
}

const CHANNEL = 'lhe-outbox';

type ChannelMessage = { type: 'changed' } | { type: 'delivered'; label: string; recordId: string };
type DeliveredListener = (entry: Pick<SentEntry, 'label' | 'recordId'>) => void;

const listeners = new Set<() => void>();
const deliveredListeners = new Set<DeliveredListener>();
let channel: BroadcastChannel | undefined;

const inServiceWorker = () =>
  typeof (globalThis as { ServiceWorkerGlobalScope?: unknown }).ServiceWorkerGlobalScope !== 'undefined';

// Opened on first use in a page or the service worker only: an open channel would keep the
// prerender process alive.
function sharedChannel(): BroadcastChannel | undefined {
  if (
    !channel &&
    (typeof window !== 'undefined' || inServiceWorker()) &&
    typeof BroadcastChannel !== 'undefined'
  ) {
    channel = new BroadcastChannel(CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
      listeners.forEach((l) => l());
      const message = event.data;
      if (message?.type === 'delivered') deliveredListeners.forEach((l) => l(message));
    });
  }
  return channel;
}

/** Tell this tab's listeners and every other tab and the worker (outbox-receipts.ts announces deliveries). */
export function announce(message: ChannelMessage = { type: 'changed' }) {
  listeners.forEach((l) => l());
  if (message.type === 'delivered') deliveredListeners.forEach((l) => l(message));
  sharedChannel()?.postMessage(message);
}

/** Be told whenever the outbox changes (in this tab, another, or the service worker). */
export function onOutboxChange(listener: () => void): () => void {
  sharedChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Be told when an item reached the server, whoever sent it. Returns the unsubscribe. */
export function onDelivered(listener: DeliveredListener): () => void {
  sharedChannel();
  deliveredListeners.add(listener);
  return () => deliveredListeners.delete(listener);
}

/** Every item, oldest first. */
export async function listItems(): Promise<OutboxItem[]> {
  return withDb((database) => database.getAll('items'));
}

/** One item by its key, if it is still in the outbox. */
export async function getItem(seq: number): Promise<OutboxItem | undefined> {
  return withDb((database) => database.get('items', seq));
}

/**
 * Keep a request on this device. Storage quota errors, and IndexedDB not answering within
 * OUTBOX_WRITE_TIMEOUT_MS, are passed on: the caller must tell the visitor the request could not
 * be saved rather than pretend it was.
 */
export async function addItem(item: Omit<OutboxItem, 'seq' | 'attempts' | 'state'>): Promise<void> {
  const schemaVersion = REQUEST_SCHEMA_VERSION;
  await withDb(async (database, deadline) => {
    const tx = database.transaction('items', 'readwrite');
    // An aborted write rejects `done` even when an earlier step already failed: never unhandled.
    tx.done.catch(() => undefined);
    // Past the time limit the caller has been told the request was not saved: it must not land later.
    deadline.addEventListener('abort', () => {
      try {
        tx.abort();
      } catch {
        // Already committed or aborted.
      }
    });
    // The same request queued again (a second tap after a failure) replaces the first: one lead, one item.
    const same = (await tx.store.getAll()).find(
      (i) => i.recordId === item.recordId && i.method === item.method && i.url === item.url,
    );
    if (same) {
      const again = {
        ...same,
        body: item.body,
        editTokenOf: item.editTokenOf,
        fallback: item.fallback,
        mayHaveArrived: same.mayHaveArrived === true || item.mayHaveArrived === true || undefined,
        schemaVersion,
      };
      await tx.store.put({
        ...again,
        state: 'pending',
        nextAttemptAt: undefined,
        fieldErrors: undefined,
      });
    } else await tx.store.add({ ...item, schemaVersion, attempts: 0, state: 'pending' });
    await tx.done;
  });
  announce();
  // Ask the browser not to evict the outbox under storage pressure (best effort).
  if (typeof window !== 'undefined') void navigator.storage?.persist?.().catch(() => false);
}

/** Save an item's new state. */
export async function putItem(item: OutboxItem): Promise<void> {
  await withDb((database) => database.put('items', item));
  announce();
}

/**
 * Replace the item `seq` by `next`, in this order, at the end of the outbox, in one transaction
 * (a follow-up refused for good by its fallback's create and withdrawal).
 */
export async function replaceItem(
  seq: number,
  next: Omit<OutboxItem, 'seq' | 'attempts' | 'state'>[],
): Promise<void> {
  const schemaVersion = REQUEST_SCHEMA_VERSION;
  await withDb(async (database) => {
    const tx = database.transaction('items', 'readwrite');
    await Promise.all([
      tx.store.delete(seq),
      ...next.map((item) => tx.store.add({ ...item, schemaVersion, attempts: 0, state: 'pending' })),
      tx.done,
    ]);
  });
  announce();
}

/** Remove every request of a record, and those waiting for it (a create withdrawn, or discarded). */
export async function deleteRecord(recordId: string): Promise<void> {
  await withDb(async (database) => {
    const tx = database.transaction('items', 'readwrite');
    const mine = (await tx.store.getAll()).filter((i) => i.recordId === recordId || i.waitsFor === recordId);
    await Promise.all([...mine.map((i) => tx.store.delete(i.seq!)), tx.done]);
  });
  announce();
}

/** Remove an item the visitor discarded (through the sender's discardItem, under the outbox lock). */
export async function deleteItem(seq: number): Promise<void> {
  await withDb((database) => database.delete('items', seq));
  announce();
}
