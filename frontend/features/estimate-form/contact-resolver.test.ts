import { describe, expect, it } from 'vitest';
import type { ContactInput } from '#shared/schemas/contact';
import { UNSUPPORTED_CHARACTER } from '#shared/schemas/fields';
import { buildContact } from '../../../tests/factories/contact.factory';
import { contactResolver } from './contact-resolver';

const resolve = (values: ContactInput) =>
  contactResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the estimate form’s resolver', () => {
  it('shows the server’s message for a NUL or a lone surrogate under the field', async () => {
    const { errors } = await resolve(buildContact({ name: 'Jane\u0000', message: 'Soon \ud800' }));
    expect(errors.name?.message).toBe(UNSUPPORTED_CHARACTER);
    expect(errors.message?.message).toBe(UNSUPPORTED_CHARACTER);
  });

  it('takes a message with line breaks', async () => {
    const { errors } = await resolve(buildContact({ message: 'Line one\r\nLine two\n\tthree' }));
    expect(errors).toEqual({});
  });
});
