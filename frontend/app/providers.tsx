import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OnDemandNotifications } from './on-demand-notifications';
import { theme } from './theme';

/**
 * Mantine, notifications and the query client, in one place. Colour scheme is forced to light:
 * the prerendered HTML then never depends on a stored preference, and no inline script is needed.
 * The theme's CSS variables are a stylesheet made at build time (theme-variables.css), not
 * computed by the provider on every page load.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
      <OnDemandNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
