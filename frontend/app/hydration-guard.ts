/**
 * Which link clicks the router may take. The admin area and /capture are single-page apps: their
 * links to their own pages navigate on the client once the page has hydrated (before that, a
 * click on a half-hydrated page would navigate over markup React is still taking over). Every
 * other link is left to the browser: public pages are documents of their own (decision 018).
 */
import { PATHS } from '#shared/routes';
import { isPageHydrated } from '../lib/hydration-state';

/** The owner's pages (sign-in and dashboard included) and the canvassers' capture page. */
const isSinglePageApp = (pathname: string) =>
  pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`) || pathname === PATHS.capture;

function routerMayTake(link: HTMLAnchorElement): boolean {
  const url = new URL(link.href, window.location.href);
  return (
    isPageHydrated() &&
    url.origin === window.location.origin &&
    isSinglePageApp(window.location.pathname) &&
    isSinglePageApp(url.pathname)
  );
}

/** Installs the document listener that keeps the other link clicks from React Router. */
export function leaveLinkClicksToBrowser(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>('a[href]');
      // Not prevented: the browser still follows the link; React's root listener never sees it.
      if (link && !routerMayTake(link)) event.stopPropagation();
    },
    { capture: true },
  );
}
