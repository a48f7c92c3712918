import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true once React runs the page. Submit
 * buttons stay disabled until then: a form submitted earlier would be a native GET, with the
 * visitor's details in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
