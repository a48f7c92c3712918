import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Restores the persisted public queries (the blog) and keeps saving them, with code loaded then.
 * Only the pages that read those queries render it, so no other page loads the code. It renders
 * inside the page, so it starts only once the page itself has hydrated: React hydrates the page's
 * Suspense boundary in a pass of its own after the frame, and a blog list restored in between was
 * rendered by the hydrating page instead of the prerendered loading state (a hydration mismatch,
 * and the page rendered afresh).
 */
export function PersistPublicQueries() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./query-persistence').then(({ startPublicQueryPersistence }) => {
      if (!cancelled) stop = startPublicQueryPersistence(queryClient);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
  return null;
}
