/**
 * Public data the pages read (the blog) is kept in localStorage so it reads offline. Nothing
 * else is persisted: admin and lead data never leave memory.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  persistQueryClientSave,
  type PersistQueryClientOptions,
} from '@tanstack/query-persist-client-core';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { PUBLIC_DATA_KEPT_FOR_MS } from '../../lib/public-data-kept-for';

/** Query keys whose data may be persisted. */
const PERSISTED_PREFIXES = ['/api/blog'];

/** Persistence options, or undefined where there is no storage (prerendering). */
export function publicQueryPersistence(): Omit<PersistQueryClientOptions, 'queryClient'> | undefined {
  if (typeof window === 'undefined') return undefined;
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    return undefined;
  }
  return {
    persister: createSyncStoragePersister({ storage, key: 'lhe-public-queries' }),
    maxAge: PUBLIC_DATA_KEPT_FOR_MS,
    buster: 'v1',
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && PERSISTED_PREFIXES.includes(String(query.queryKey[0])),
    },
  };
}

/** Restore the persisted public queries and keep saving them; returns the way to stop. */
export function startPublicQueryPersistence(queryClient: QueryClient): () => void {
  const persistence = publicQueryPersistence();
  if (!persistence) return () => {};
  const [unsubscribe, restored] = persistQueryClient({ ...persistence, queryClient });
  // It starts after the page has hydrated, when the page's own fetch may already have landed:
  // save what the cache holds now too, not only the changes from here on. (Restoring never
  // replaces data newer than what it restores.)
  void restored.then(() => persistQueryClientSave({ ...persistence, queryClient }));
  return unsubscribe;
}
