import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsRegion } from './notifications-region';
import { theme } from './theme';

/**
 * Mantine, notifications and the query client, in one place. Colour scheme is forced to light:
 * the prerendered HTML then never depends on a stored preference, and no inline script is needed.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <NotificationsRegion />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
