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
const showToasts = () => overlays().then((m) => m.showToasts());

/** The badge once anything waits on this device, or once the outbox cannot be read (it says so). */
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
        void overlays().then((m) => m.showOutboxPill());
      });
  stop = onOutboxChange(() => void check());
  await check();
}

export function startPageServices(doc: Document = document): void {
  const dock = doc.querySelector<HTMLElement>(`[${CALL_DOCK_ATTRIBUTE}]`);
  if (dock) stepDockAside(dock);
  prefetchLinksOnHover(doc);
  onFirstIslandLive(() => void showToasts());
  whenLoadedAndIdle(() => void watchOutbox().catch(() => void overlays().then((m) => m.showOutboxPill())));
  registerServiceWorker(showToasts);
}
