import { describe, expect, it } from 'vitest';
import { fieldMessages, sameFieldMessages } from './field-messages';

const NAMES = ['name', 'phone'] as const;

describe('field messages', () => {
  it('reads each named message as a string, and compares readings field by field', () => {
    const errors: Partial<Record<'name' | 'phone' | 'email', { message?: string }>> = {
      name: { message: 'Name is required' },
      email: { message: 'not asked for' },
    };
    const first = fieldMessages(errors, NAMES);
    expect(first).toEqual({ name: 'Name is required', phone: undefined });
    // react-hook-form changes its errors object in place: a new reading still tells the change.
    delete errors.name;
    errors.phone = { message: 'Phone number is required' };
    const second = fieldMessages(errors, NAMES);
    expect(sameFieldMessages(first, second, NAMES)).toBe(false);
    expect(sameFieldMessages(second, fieldMessages(errors, NAMES), NAMES)).toBe(true);
    expect(sameFieldMessages({ name: 'a' }, { name: 'a', phone: undefined }, NAMES)).toBe(true);
  });
});
