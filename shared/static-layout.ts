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

/**
 * Pages whose path carries a record id the build cannot know: one prerendered shell answers every
 * path under the prefix with HTTP 200, and the page reads the id from the URL once it runs. The
 * shells sit outside the public precache (like the admin pages) and the sample is the path the
 * build renders them at.
 */
export const PAGE_SHELLS = [
  { prefix: '/admin/leads/', file: '_shell/admin-lead.html', sample: '/admin/leads/_shell' },
] as const;

/** The HTML file (relative to the build folder) that holds a clean path's page. */
export function htmlFileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The section not-found file for a path, if it falls under one. */
export function sectionFallbackFor(path: string): string | undefined {
  return SECTION_FALLBACKS.find((f) => path.startsWith(f.prefix) && path.length > f.prefix.length)?.file;
}

/** The shell file for a path one segment below a shell's prefix ('/admin/leads/<id>'), if any. */
export function pageShellFor(path: string): string | undefined {
  return PAGE_SHELLS.find((s) => path.startsWith(s.prefix) && /^[^/]+$/.test(path.slice(s.prefix.length)))
    ?.file;
}
