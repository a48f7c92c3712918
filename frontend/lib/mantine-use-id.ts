/**
 * Stands in for @mantine/hooks' useId in the browser build (see vite.config.ts). Mantine's own
 * version sets a random id in a layout effect once a component mounts, a leftover from React 17,
 * which re-renders every Mantine component that calls it in one synchronous pass right after
 * hydration. React's useId is already stable from the server render on, so this returns the id
 * Mantine renders on the server (`mantine-` + React's id) and keeps it.
 */
import { useId as useReactId } from 'react';

export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
