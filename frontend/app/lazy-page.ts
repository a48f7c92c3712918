import { lazy, type ComponentType } from 'react';

/** A route's page, loaded on demand; preload() lets the client fetch it before hydrating. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** Wrap a page module's named export so each route's code is split off and loaded when needed. */
export function lazyPage<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => (loading ??= load().then((m) => ({ default: pick(m) })));
  return Object.assign(lazy(loadOnce), { preload: loadOnce });
}
