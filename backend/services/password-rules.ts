/**
 * What a new password must be: NewPasswordSchema's length (shared with the Users page's form),
 * and not one of the 10,000 most common passwords (zxcvbn's ranked list, shipped in the package;
 * compared without case). The list stays on the server: it is too large for the browser.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { NewPasswordSchema } from '#shared/schemas/users';

const COMMON_COUNT = 10_000;
let common: Set<string> | undefined;

function isCommon(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT));
  return common.has(password.toLowerCase());
}

/** Why a password cannot be set, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  const length = NewPasswordSchema.safeParse(password);
  if (!length.success) return length.error.issues[0].message;
  if (isCommon(password)) return 'That password is one of the most common ones; choose another.';
  return undefined;
}
