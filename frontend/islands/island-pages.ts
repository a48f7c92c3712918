/**
 * Which public pages boot as islands (decision 018). The rest still hydrate whole until they are
 * moved over; read by the prerender (which marks the page) and by the app's link guard (a link to
 * an islands page is a document load, never the app rendering it).
 */
const ISLAND_PAGES: readonly string[] = ['/'];

export function bootsAsIslands(pathname: string): boolean {
  return ISLAND_PAGES.includes(pathname);
}

/** The root element's `data-boot` on a page that boots as islands. */
export const ISLANDS_BOOT = 'islands';
