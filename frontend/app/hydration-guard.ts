/**
 * The prerendered page hydrates as a transition: React yields to the browser between components,
 * so the page paints and answers input while it becomes interactive instead of freezing for one
 * long task. Until the routed page has hydrated, a click on a link is left to the browser (a plain
 * load of the prerendered page) and kept from React Router, which would otherwise navigate while
 * the old page's markup is still being hydrated. A link to a page that boots as islands is always
 * left to the browser: that page is its prerendered document, never rendered by the app.
 */
import { bootsAsIslands } from '../islands/island-pages';
import { isPageHydrated } from '../lib/hydration-state';

function leadsToIslandsPage(link: HTMLAnchorElement): boolean {
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && bootsAsIslands(url.pathname);
}

/** Installs the document listener that holds link clicks back from React until then. */
export function leaveLinkClicksToBrowserUntilHydrated(doc: Document = document): void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    // Not prevented: the browser still follows the link; React's root listener never sees it.
    if (link && (!isPageHydrated() || leadsToIslandsPage(link))) event.stopPropagation();
  };
  doc.addEventListener('click', onClick, { capture: true });
}
