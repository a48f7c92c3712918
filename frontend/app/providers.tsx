import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { NotificationsRegion } from './notifications-region';
import { publicQueryPersistence } from './query-persistence';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine, notifications and the query client, in one place. Colour scheme is forced to light:
 * the prerendered HTML then never depends on a stored preference, and no inline script is needed.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const persistence = publicQueryPersistence();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsRegion />
      {persistence ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistence}>
          {children}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </MantineProvider>
  );
}
