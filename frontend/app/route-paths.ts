/**
 * The concrete paths behind the route table's patterns: what the build prerenders and lists in
 * /sitemap.xml. Kept apart from route-table.ts because it reads the content modules, which the
 * browser's first script does not need.
 */
import { PATHS, areaPath, blogPostPath, cityPath, sidingTypePath, windowTypePath } from '#shared/routes';
import { SERVICE_AREAS } from '../content/areas';
import { SIDING_TYPE_IDS } from '../content/siding-types';
import { WINDOW_TYPES } from '../content/window-types';
import { PATTERNS, ROUTES, type SiteRoute } from './route-table';

/** What the build knows beyond the static content (blog posts live in the store). */
export interface PrerenderContext {
  blogSlugs: readonly string[];
}

const EXPANSIONS: Record<string, (ctx: PrerenderContext) => string[]> = {
  [PATTERNS.windowType]: () => [PATHS.windowInstallation, ...WINDOW_TYPES.map((t) => windowTypePath(t.slug))],
  [PATTERNS.county]: () => SERVICE_AREAS.map((a) => areaPath(a.slug)),
  [PATTERNS.city]: () => SERVICE_AREAS.flatMap((a) => a.cities.map((c) => cityPath(a.slug, c.slug))),
  [PATTERNS.blogPost]: (ctx) => ctx.blogSlugs.map(blogPostPath),
  [PATTERNS.sidingType]: () => SIDING_TYPE_IDS.map(sidingTypePath),
  // One shell answers every lead's path (shared/static-layout.ts PAGE_SHELLS), written by the prerender script.
  [PATTERNS.adminLead]: () => [],
  // The not-found page is written once, as 404.html, by the prerender script.
  [PATTERNS.notFound]: () => [],
};

function pathsOf(route: SiteRoute, ctx: PrerenderContext): string[] {
  return EXPANSIONS[route.path]?.(ctx) ?? [route.path];
}

/** Every concrete path the build writes as a static HTML file. */
export function prerenderPaths(ctx: PrerenderContext): string[] {
  return ROUTES.flatMap((r) => pathsOf(r, ctx));
}

/** The paths listed in /sitemap.xml. */
export function sitemapPaths(ctx: PrerenderContext): string[] {
  return ROUTES.filter((r) => r.inSitemap).flatMap((r) => pathsOf(r, ctx));
}
