/**
 * Parts of the frame nobody needs for the first paint (toasts, the saved-requests badge, the
 * mobile menu's drawer) load as their own chunks once the page is running, so the first script
 * the page waits for stays small.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/** A component that renders nothing in the prerendered page and loads its code after hydration. */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function AfterHydration(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
