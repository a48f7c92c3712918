/**
 * Background Sync for the lead outbox, loaded into the generated service worker with
 * importScripts. Where the browser has Background Sync (Chrome), it wakes the worker when the
 * connection returns, even with every tab closed; the worker then sends the SAME IndexedDB
 * outbox the pages send, as fresh JSON requests, under the same Web Lock, so an item is never
 * sent twice at once. The pages' own sending (load, `online`, backoff timer) stays the main path:
 * this only adds a trigger.
 */
import { listItems } from '../lib/outbox/outbox-db';
import { OUTBOX_SYNC_TAG } from '../lib/outbox/outbox-sync-tag';
import { flushOutbox, sendableItems } from '../lib/outbox/outbox-sender';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

declare const self: ServiceWorkerGlobalScope;

async function sendOutbox(): Promise<void> {
  await flushOutbox({ force: true });
  // Something that could go still waiting means the send failed: rejecting asks the browser to
  // fire the sync again later. Items held behind a request parked for the visitor do not count:
  // no sync can send them, and each rejection spends one of the few retries the browser allows.
  if (sendableItems(await listItems()).length > 0) throw new Error('Outbox not yet delivered');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutbox());
});
