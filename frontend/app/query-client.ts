import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { getQueryFn, isUnauthorized } from '../lib/api-request';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The session's query, asked again when this read is refused with 401. */
      sessionKey?: QueryKey;
    };
  }
}

/**
 * Spec §9: data never goes stale, no refetch on focus, no polling, no retries; 5-minute cache.
 * A signed-in read refused with 401 (the session ended) asks the session again, here for every
 * such read: the page's guard then returns to the sign-in.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const sessionKey = query.meta?.sessionKey;
        if (sessionKey && isUnauthorized(error)) void queryClient.invalidateQueries({ queryKey: sessionKey });
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        gcTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
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
