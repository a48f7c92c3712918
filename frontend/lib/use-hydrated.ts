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

/**
 * Props for a button that does nothing until React runs (an accordion, a filter, the menu): the
 * prerendered page marks it disabled, so a tap before hydration is not silently lost (assistive
 * technology and automated browsers wait for it).
 */
export function useDisabledUntilHydrated(): { 'aria-disabled'?: true } {
  return useHydrated() ? {} : { 'aria-disabled': true };
}
