/** The Background Sync tag the pages register and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'lhe-outbox';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/** The worker's own registration, when this runs in the service worker. */
const workerRegistration = () => (globalThis as { registration?: ServiceWorkerRegistration }).registration;

/**
 * Ask the browser to wake the service worker when the connection is back (Chrome only; elsewhere
 * the pages' own sending covers it). Asked at queue time and again after each failed pass, from a
 * page or the worker itself. Best effort: a refusal changes nothing for the item.
 */
export async function requestBackgroundSync(): Promise<void> {
  const inWorker = workerRegistration() !== undefined;
  if (!inWorker && (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller)) return;
  try {
    const registration = workerRegistration() ?? (await navigator.serviceWorker.ready);
    const sync = (registration as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No permission or no support: sending on load, `online` and the timer still happen.
  }
}
