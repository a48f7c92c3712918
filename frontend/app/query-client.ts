import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '../lib/api-request';

/** The browser's cache time (spec §9). */
const CACHE_FOR_MS = 5 * 60 * 1000;

/** Spec §9: data never goes stale, no refetch on focus, no polling, no retries; 5-minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // Rendering on the server keeps everything: a 5-minute collection timer per query (an
        // island's too) would hold the prerender process open for 5 minutes after its last page.
        gcTime: typeof window === 'undefined' ? Infinity : CACHE_FOR_MS,
      },
      mutations: { retry: false },
    },
  });
}

/** Id of the element carrying the prerendered page's query data. */
export const QUERY_SEED_ELEMENT_ID = 'query-seed';

/** Load the query data the prerendered page was rendered with, if any. */
export function seedFromDocument(queryClient: QueryClient, doc: Document = document): void {
  const el = doc.getElementById(QUERY_SEED_ELEMENT_ID);
  if (!el?.textContent) return;
  const seeds = JSON.parse(el.textContent) as [unknown[], unknown][];
  for (const [key, data] of seeds) queryClient.setQueryData(key, data);
}
