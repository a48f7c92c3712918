/**
 * Which public pages boot as islands (decision 018): every page the prerender writes with status
 * 200, except those whose forms or lists still need the whole app (lander-d's two-step booking, the
 * blog's posts and their offline copies, a redirect, the thank-you pages' word from the form, a link
 * with a token, the site map's last-updated date, which is the visitor's today). Read by the
 * prerender, which marks the page.
 */
import { PATHS } from '#shared/routes';

const WHOLE_APP_PAGES: readonly string[] = [
  PATHS.landerD,
  PATHS.catalog,
  PATHS.thankYou,
  PATHS.bookedCallThankYou,
  PATHS.manageCall,
  PATHS.sitemap,
  PATHS.capture,
];
const WHOLE_APP_SECTIONS: readonly string[] = [PATHS.admin];
/** Sections whose own page boots as islands, but not the pages under it (the blog's posts). */
const WHOLE_APP_SUBPAGES: readonly string[] = [PATHS.blog];

export function bootsAsIslands(pathname: string): boolean {
  if (WHOLE_APP_PAGES.includes(pathname)) return false;
  if (WHOLE_APP_SUBPAGES.some((section) => pathname.startsWith(`${section}/`))) return false;
  return !WHOLE_APP_SECTIONS.some((section) => pathname === section || pathname.startsWith(`${section}/`));
}

/** The root element's `data-boot` on a page that boots as islands. */
export const ISLANDS_BOOT = 'islands';
