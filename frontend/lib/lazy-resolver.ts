import { notifications } from '@mantine/notifications';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';

/** A form resolver whose code arrives on first use; preload() fetches it ahead (e.g. after sign-in). */
export type LazyResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  preload: () => void;
};

/** Said when a submit finds the form's code missing and the network cannot bring it. */
export const FORM_CODE_MISSING = {
  title: 'Not sent',
  message: 'This form could not load offline. What you typed is kept: try again once online.',
} as const;

/**
 * Wraps a resolver built from a shared zod schema so that zod and the schema are not run with the
 * page: the page's first script stays small. Every page prefetches their files into the browser's
 * cache (scripts/form-code-prefetch.ts), so a form still works after the connection drops.
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
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    let real: Resolver<TInput, unknown, TOutput>;
    try {
      real = await loadOnce();
    } catch {
      // A submit (or a check of several fields) says so once; a re-check as one field changes stays quiet.
      if ((options.names?.length ?? 2) > 1) notifications.show({ ...FORM_CODE_MISSING, color: 'red' });
      // An invalid form, so react-hook-form keeps every value and calls no submit handler.
      return {
        values: {},
        errors: { root: { type: 'load', message: FORM_CODE_MISSING.message } },
      } as ResolverResult<TInput, TOutput>;
    }
    return real(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loadOnce().catch(() => undefined) });
}
