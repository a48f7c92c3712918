import type { FieldValues, Resolver } from 'react-hook-form';

/** A form resolver whose code arrives on first use; preload() fetches it ahead (on focus). */
export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  preload: () => void;
};

/**
 * Wraps a resolver built from a shared zod schema so that zod and the schema load when the visitor
 * starts on the form, not with the page: the page's first script stays small, and react-hook-form
 * awaits the resolver on submit anyway.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // offline before it ever loaded: try again on the next submit
      throw error;
    }));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await loadOnce())(values, context, options);
  return Object.assign(resolver, { preload: () => void loadOnce().catch(() => undefined) });
}
