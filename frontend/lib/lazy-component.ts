import { lazy, type ComponentType } from 'react';

/** A component whose code is loaded on demand; preload() fetches it ahead of its first render. */
export type LazyComponent = ComponentType & { preload: () => Promise<unknown> };

type LoadedModule = { default: ComponentType };

/**
 * A thenable that calls back at once. React.lazy reads code that has already arrived in the same
 * render this way; a promise, even a settled one, answers a microtask later, so the component
 * would suspend once, and a boundary still waiting to hydrate is thrown away and rendered afresh
 * by any update that reaches it in the meantime (the router's, on an #anchor jump).
 */
function settled(loaded: LoadedModule): Promise<LoadedModule> {
  const thenable: PromiseLike<LoadedModule> = {
    then(onFulfilled) {
      return Promise.resolve(onFulfilled ? onFulfilled(loaded) : loaded) as never;
    },
  };
  // React only calls then(); lazy's signature asks for a Promise.
  return thenable as Promise<LoadedModule>;
}

/**
 * Wrap a module's named component so its code is split off and loaded when first rendered (each
 * route's page, and the static parts of a page that only render after a client-side navigation).
 */
export function lazyComponent<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyComponent {
  let loaded: LoadedModule | undefined;
  let loading: Promise<LoadedModule> | undefined;
  const loadOnce = () => (loading ??= load().then((m) => (loaded = { default: m[name] })));
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : loadOnce())),
    { preload: loadOnce },
  );
}
