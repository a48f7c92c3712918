/**
 * Where the build writes each page and where the server looks for it. Workbox's precache
 * resolves '/about' to 'about.html', so a clean path maps to '<path>.html' (and '/' to
 * 'index.html'); the prerender script and the static server both use these functions.
 */

/** The file served, with HTTP 404, for any path the site does not have. */
export const NOT_FOUND_FILE = '404.html';

/**
 * Paths under these prefixes that have no page of their own get a section-specific
 * not-found page (spec: 'Window Type Not Found', 'Siding Type Not Found'), still with HTTP 404.
 */
export const SECTION_FALLBACKS = [
  {
    prefix: '/window-installation/',
    file: '_fallback/window-type.html',
    sample: '/window-installation/unknown-type',
  },
  { prefix: '/catalog/siding/', file: '_fallback/siding-type.html', sample: '/catalog/siding/unknown-type' },
] as const;

/** The HTML file (relative to the build folder) that holds a clean path's page. */
export function htmlFileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The section not-found file for a path, if it falls under one. */
export function sectionFallbackFor(path: string): string | undefined {
  return SECTION_FALLBACKS.find((f) => path.startsWith(f.prefix) && path.length > f.prefix.length)?.file;
}
