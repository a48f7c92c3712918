/**
 * The prerendered page hydrates as a transition: React yields to the browser between components,
 * so the page paints and answers input while it becomes interactive instead of freezing for one
 * long task. Until the routed page has hydrated, a click on a link is left to the browser (a plain
 * load of the prerendered page) and kept from React Router, which would otherwise navigate while
 * the old page's markup is still being hydrated.
 */
import { isPageHydrated } from '../lib/hydration-state';

/** Installs the document listener that holds link clicks back from React until then. */
export function leaveLinkClicksToBrowserUntilHydrated(doc: Document = document): void {
  const onClick = (event: MouseEvent) => {
    if (isPageHydrated()) {
      doc.removeEventListener('click', onClick, { capture: true });
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    // Not prevented: the browser still follows the link; React's root listener never sees it.
    if (target?.closest('a[href]')) event.stopPropagation();
  };
  doc.addEventListener('click', onClick, { capture: true });
}
