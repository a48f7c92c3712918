/**
 * What an islands page runs beside its islands, none of it React until it is needed: the Call Now
 * button steps aside for forms, the saved-requests badge appears once the outbox holds something
 * (read at idle, and told by the outbox's channel when a form saves one), toasts get their region
 * once an island runs, the service worker registers, and a link under the pointer fetches its page.
 */
import { stepDockAside, CALL_DOCK_ATTRIBUTE } from '../app/frame/step-aside-for-forms';
import { registerServiceWorker } from '../features/pwa/register-service-worker';
import { whenLoadedAndIdle } from '../lib/when-loaded-and-idle';
import { onFirstIslandLive } from './boot-islands';
import { prefetchLinksOnHover } from './prefetch-on-hover';

const overlays = () => import('./page-overlays');
/** The toasts' region; offline without its code, it is fetched again when the connection returns. */
const showToasts = (): Promise<void> =>
  overlays().then(
    (m) => m.showToasts(),
    () => window.addEventListener('online', () => void showToasts(), { once: true }),
  );

/** The badge once anything waits on this device, or once the outbox cannot be read (it says so). */
/**
 * The badge and its sender. Offline before the service worker has cached the site its code may
 * not be on the device: it is fetched again when the connection returns.
 */
function showOutboxPill(): void {
  overlays()
    .then((m) => m.showOutboxPill())
    .catch(() => window.addEventListener('online', showOutboxPill, { once: true }));
}

async function watchOutbox(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const { listItems, onOutboxChange } = await import('../lib/outbox/outbox-db');
  let stop = () => undefined as void;
  const check = () =>
    listItems()
      .then(
        (items) => items.length > 0,
        () => true,
      )
      .then((show) => {
        if (!show) return;
        stop();
        showOutboxPill();
      });
  stop = onOutboxChange(() => void check());
  await check();
}

export function startPageServices(doc: Document = document): void {
  const dock = doc.querySelector<HTMLElement>(`[${CALL_DOCK_ATTRIBUTE}]`);
  if (dock) stepDockAside(dock);
  prefetchLinksOnHover(doc);
  onFirstIslandLive(() => void showToasts());
  whenLoadedAndIdle(() => void watchOutbox().catch(showOutboxPill));
  registerServiceWorker(showToasts);
}
