import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/query-persist-client-core';
import { useEffect, type ReactNode } from 'react';
import { afterHydration } from './after-hydration';
import { publicQueryPersistence } from './query-persistence';
import { cssVariablesResolver, theme } from './theme';

const NotificationsRegion = afterHydration(() =>
  import('./notifications-region').then((m) => m.NotificationsRegion),
);

/**
 * Restores the persisted public queries (the blog) and keeps saving them, starting once the
 * page has hydrated. (A provider that holds the whole tree in a "restoring" state would update
 * the root mid-hydration, and React would then finish hydrating in one long blocking task.)
 */
function PersistPublicQueries({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    const persistence = publicQueryPersistence();
    if (!persistence) return;
    const [unsubscribe] = persistQueryClient({ ...persistence, queryClient });
    return unsubscribe;
  }, [queryClient]);
  return null;
}

/**
 * Mantine, notifications and the query client, in one place. Colour scheme is forced to light:
 * the prerendered HTML then never depends on a stored preference, and no inline script is needed.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsRegion />
      <QueryClientProvider client={queryClient}>
        {children}
        <PersistPublicQueries queryClient={queryClient} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
