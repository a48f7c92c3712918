/** Build-time entry: renders one path to HTML with its head, for the prerender script. */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { HeadCollector, HeadCollectorProvider } from './features/seo/head-collector';
import { renderHeadHtml, scriptSafeJson } from './features/seo/head-data';
import { QUERY_SEED_ELEMENT_ID } from './app/query-client';

export { prerenderPaths, sitemapPaths, type PrerenderContext } from './app/route-paths';

/** One rendered page. */
export interface RenderedPage {
  html: string;
  /** Data the page was rendered with, placed after the app's root element. */
  dataHtml: string;
  headHtml: string;
  status: number;
}

/** A query's key and the data to render it with (e.g. a blog post read from the seed file). */
export type QuerySeed = [key: unknown[], data: unknown];

/** Render a path completely (every lazy page resolved) to static HTML. */
export async function render(url: string, querySeeds: QuerySeed[] = []): Promise<RenderedPage> {
  const collector = new HeadCollector();
  const queryClient = createQueryClient();
  for (const [key, data] of querySeeds) queryClient.setQueryData(key, data);
  // progressiveChunkSize: write every boundary inline, however large: a static page cannot run
  // the inline completion scripts React would otherwise use (the CSP forbids inline scripts).
  const { prelude } = await prerender(
    <StrictMode>
      <HeadCollectorProvider collector={collector}>
        <StaticRouter location={url}>
          <Providers queryClient={queryClient}>
            <AppRoutes />
          </Providers>
        </StaticRouter>
      </HeadCollectorProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // Drop the cache now: its garbage-collection timers would keep the build process alive.
  queryClient.clear();
  // The browser starts with the same query data, so hydration renders what the server rendered.
  const dataHtml = querySeeds.length
    ? `<script type="application/json" id="${QUERY_SEED_ELEMENT_ID}">${scriptSafeJson(querySeeds)}</script>`
    : '';
  if (!collector.head) throw new Error(`Page at ${url} did not declare its head (<Seo>)`);
  return { html, dataHtml, headHtml: renderHeadHtml(collector.head), status: collector.status ?? 200 };
}
