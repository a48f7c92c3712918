import { startTransition, useEffect, useState } from 'react';
import { useInIslandRoot } from '../islands/island';
import { isPageHydrated } from './hydration-state';

/**
 * False in the prerendered HTML and while hydrating, true once React runs the page. Submit
 * buttons stay disabled until then: a form submitted earlier would be a native GET, with the
 * visitor's details in the URL. The switch is a transition, so the components that read this
 * re-render in slices instead of in one long task right after hydration; anything mounted
 * after the page hydrated starts at true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(isPageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Props for a button that does nothing until React runs (an accordion, a filter, the menu): the
 * prerendered page marks it disabled, so a tap before hydration is not silently lost (assistive
 * technology and automated browsers wait for it). In an island it is never disabled: the island
 * wakes on that tap, which is held and replayed (islands/boot-islands.ts).
 */
export function useDisabledUntilHydrated(): { 'aria-disabled'?: true } {
  const hydrated = useHydrated();
  const inIsland = useInIslandRoot();
  return hydrated || inIsland ? {} : { 'aria-disabled': true };
}
