/**
 * The page's one script tag. It does at once what an early tap needs (the visit's attribution,
 * phone-tap tracking). A public page that boots as islands (decision 018) then only watches its
 * islands; any other page (the admin area, /capture, pages not moved yet) leaves links to the
 * browser until the page has hydrated and loads the app (main.tsx) after the first paint.
 *
 * Why after: the pages are prerendered, so the first paint needs only the HTML and the stylesheet,
 * but scripts named in the HTML are fetched at high priority as soon as the parser sees them, and
 * on a slow connection their ~100 KB share the bandwidth with the stylesheet and hold back the
 * first paint (decision 006). Until the app has hydrated the page works as plain HTML: links,
 * tel: links, and forms that keep what is typed (tests/e2e/before-hydration.spec.ts).
 */
// The stylesheet is linked from the page itself (one file, see vite.config.ts).
import './app/styles';
import { leaveLinkClicksToBrowser } from './app/hydration-guard';
import { listenForPhoneClicks } from './features/phone-tracking/track-phone-click';
import { afterFirstPaint } from './lib/after-first-paint';
import { captureAttribution } from './lib/attribution';
import { prefetchFormCodeWhenIdle } from './lib/form-code-prefetch';
import { nextTask } from './lib/next-task';
import { bootIslands } from './islands/boot-islands';
import { drawPageParts } from './islands/page-drawings';
import { startPageServices } from './islands/page-services';
import { ISLANDS_BOOT } from './islands/island-pages';

captureAttribution();
listenForPhoneClicks();
prefetchFormCodeWhenIdle();
if (document.getElementById('root')?.dataset.boot === ISLANDS_BOOT) {
  drawPageParts();
  bootIslands();
  startPageServices();
} else {
  leaveLinkClicksToBrowser();
  // React DOM, two thirds of the app's code, is evaluated in a task of its own before the rest, so
  // the two do not make one long task; the rest is fetched one round trip later (decision 006).
  afterFirstPaint(() => {
    void import('react-dom/client').then(nextTask).then(() => import('./main'));
  });
}
