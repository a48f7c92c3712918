/** Build-time entry: renders one path to HTML with its head, for the prerender script. */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { HeadCollector, HeadCollectorProvider } from './features/seo/head-collector';
import { renderHeadHtml, scriptSafeJson } from './features/seo/head-data';
import { QUERY_SEED_ELEMENT_ID } from './app/query-client';
import { IslandCollector, IslandCollectorProvider, islandIdPrefix } from './islands/island';
import { ISLANDS_BOOT, bootsAsIslands } from './islands/island-pages';
import { IslandRoot } from './islands/island-root';
import { ISLAND_ATTRIBUTES } from './islands/island-names';

export { prerenderPaths, sitemapPaths, type PrerenderContext } from './app/route-paths';

/** One rendered page. */
export interface RenderedPage {
  html: string;
  /** Data the page was rendered with, placed after the app's root element. */
  dataHtml: string;
  headHtml: string;
  status: number;
  /** How the page boots, when not as the whole app: its root element's `data-boot` (decision 018). */
  boot?: typeof ISLANDS_BOOT;
}

// progressiveChunkSize: write every boundary inline, however large: a static page cannot run the
// inline completion scripts React would otherwise use (the CSP forbids inline scripts).
const STATIC_ONLY = { progressiveChunkSize: Number.POSITIVE_INFINITY };

async function renderToHtml(...args: Parameters<typeof prerender>): Promise<string> {
  const { prelude } = await prerender(...args);
  return new Response(prelude).text();
}

/**
 * Renders each island in a root of its own, as the browser will hydrate it, into the empty
 * element the page left for it. Its key is its React id prefix on both sides, so ids match.
 */
async function fillIslands(html: string, collector: IslandCollector): Promise<string> {
  let filled = html;
  for (const { key, Component, props } of collector.islands.values()) {
    const marker = `${ISLAND_ATTRIBUTES.key}="${key}"`;
    const at = filled.indexOf(marker);
    // A render React retried leaves keys that are not in the final HTML.
    if (at < 0) continue;
    const end = filled.indexOf('></div>', at) + 1;
    const inner = await renderToHtml(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      { ...STATIC_ONLY, identifierPrefix: islandIdPrefix(key) },
    );
    filled = filled.slice(0, end) + inner + filled.slice(end);
  }
  return filled;
}

/** A query's key and the data to render it with (e.g. a blog post read from the seed file). */
export type QuerySeed = [key: unknown[], data: unknown];

/** One pass of the page's tree; with a collector, its islands are left as empty elements. */
function renderPage(
  url: string,
  head: HeadCollector,
  queryClient: QueryClient,
  islands: IslandCollector | null,
) {
  return renderToHtml(
    <StrictMode>
      <HeadCollectorProvider collector={head}>
        <IslandCollectorProvider value={islands}>
          <StaticRouter location={url}>
            <Providers queryClient={queryClient}>
              <AppRoutes />
            </Providers>
          </StaticRouter>
        </IslandCollectorProvider>
      </HeadCollectorProvider>
    </StrictMode>,
    STATIC_ONLY,
  );
}

/** Render a path completely (every lazy page resolved) to static HTML. */
export async function render(url: string, querySeeds: QuerySeed[] = []): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  for (const [key, data] of querySeeds) queryClient.setQueryData(key, data);
  let collector = new HeadCollector();
  let islands = bootsAsIslands(new URL(url, 'http://localhost').pathname) ? new IslandCollector() : null;
  let pageHtml = await renderPage(url, collector, queryClient, islands);
  // A not-found answer serves many paths, and the app shows each its own: never islands.
  if (islands && (collector.status ?? 200) !== 200) {
    collector = new HeadCollector();
    islands = null;
    pageHtml = await renderPage(url, collector, queryClient, null);
  }
  const html = islands ? await fillIslands(pageHtml, islands) : pageHtml;
  // Drop the cache now: its garbage-collection timers would keep the build process alive.
  queryClient.clear();
  // The browser starts with the same query data, so hydration renders what the server rendered.
  const dataHtml = querySeeds.length
    ? `<script type="application/json" id="${QUERY_SEED_ELEMENT_ID}">${scriptSafeJson(querySeeds)}</script>`
    : '';
  if (!collector.head) throw new Error(`Page at ${url} did not declare its head (<Seo>)`);
  return {
    html,
    dataHtml,
    headHtml: renderHeadHtml(collector.head),
    status: collector.status ?? 200,
    boot: islands ? ISLANDS_BOOT : undefined,
  };
}
