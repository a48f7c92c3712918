import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { FORM_CODE_MISSING, lazyResolver } from './lazy-resolver';

type Values = { name: string };
const passThrough: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the real resolver once and answers with it', async () => {
    const load = vi.fn(() => Promise.resolve(passThrough));
    const resolver = lazyResolver(load);
    resolver.preload();
    expect(await resolver({ name: 'Kim' }, undefined, options)).toEqual({
      values: { name: 'Kim' },
      errors: {},
    });
    await resolver({ name: 'Lee' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load (offline before the code arrived) answers an invalid form that says so, then tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof passThrough>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(passThrough);
    const resolver = lazyResolver(load);
    // Not a rejection: handleSubmit would reject with it, and the submit would do nothing visible.
    expect(await resolver({ name: 'Kim' }, undefined, options)).toEqual({
      values: {},
      errors: { root: { type: 'load', message: FORM_CODE_MISSING.message } },
    });
    expect(await resolver({ name: 'Kim' }, undefined, options)).toEqual({
      values: { name: 'Kim' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
