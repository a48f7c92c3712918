/**
 * Registers the service worker (production builds only) and, when a new version has been
 * deployed, offers 'Reload to update' instead of swapping code under the visitor's fingers.
 */
import type { Workbox } from 'workbox-window';
import { whenLoadedAndIdle } from '../../lib/when-loaded-and-idle';

/**
 * Start the service worker once the page has loaded and the browser is idle (workbox-window is
 * fetched then, too): loading and registering it is work of its own that would otherwise run in
 * the middle of hydration, lengthening its tasks.
 */
export function registerServiceWorker(showToasts?: () => Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The app itself usually starts after the load event (start.ts).
  whenLoadedAndIdle(() => {
    import('workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox('/sw.js');
        // The toast's code (and, on an islands page, its region) loads only when an update waits.
        workbox.addEventListener('waiting', () => void offer(workbox, showToasts));
        return workbox.register();
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  });
}

async function offer(workbox: Workbox, showToasts?: () => Promise<unknown>) {
  const [{ offerUpdate }] = await Promise.all([import('./offer-update'), showToasts?.()]);
  offerUpdate(workbox);
}
