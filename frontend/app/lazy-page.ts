import { lazy, type ComponentType } from 'react';

/** A route's page, loaded on demand; preload() lets the client fetch it before hydrating. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

type PageModule = { default: ComponentType };

/**
 * A thenable that calls back at once. React.lazy reads a page whose code has already arrived in
 * the same render this way; a promise, even a settled one, answers a microtask later, so the page
 * would suspend once, and a boundary still waiting to hydrate is thrown away and rendered afresh
 * by any update that reaches it in the meantime (the router's, on an #anchor jump).
 */
function settled(page: PageModule): Promise<PageModule> {
  const thenable: PromiseLike<PageModule> = {
    then(onFulfilled) {
      return Promise.resolve(onFulfilled ? onFulfilled(page) : page) as never;
    },
  };
  // React only calls then(); lazy's signature asks for a Promise.
  return thenable as Promise<PageModule>;
}

/** Wrap a page module's named export so each route's code is split off and loaded when needed. */
export function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () => (loading ??= load().then((m) => (loaded = { default: pick(m) })));
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : loadOnce())),
    { preload: loadOnce },
  );
}
