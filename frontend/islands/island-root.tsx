/**
 * What every island's root provides, on the server and in the browser alike: Mantine's theme (its
 * CSS variables and global classes are already on the page) and a query client of its own.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../app/query-client';
import { theme } from '../app/theme';
import { InIslandRoot } from './island';

/** Calls back once the island has committed: its handlers are live. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      withCssVariables={false}
      withGlobalClasses={false}
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <InIslandRoot value>
          {children}
          {onHydrated && <Hydrated onHydrated={onHydrated} />}
        </InIslandRoot>
      </QueryClientProvider>
    </MantineProvider>
  );
}
