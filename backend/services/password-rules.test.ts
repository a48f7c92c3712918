import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '#shared/limits';
import { passwordProblem } from './password-rules';

describe('passwordProblem', () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('correct horse battery staple')).toBeUndefined();
  });

  it('refuses a short one, one longer than a sign-in takes, and a common one in any case', () => {
    expect(passwordProblem('short')).toBe('The password must be at least 12 characters.');
    expect(passwordProblem('x'.repeat(TEXT_LIMITS.password + 1))).toMatch(
      /^The password must be at most \d+ characters/,
    );
    expect(passwordProblem('x'.repeat(TEXT_LIMITS.password))).toBeUndefined();
    for (const common of ['qwerty123456', '1Q2W3E4R5T6Y', 'qazwsxedcrfv']) {
      expect(passwordProblem(common)).toBe('That password is one of the most common ones; choose another.');
    }
  });
});
