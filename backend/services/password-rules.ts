/**
 * What a new admin password must be: long enough, no longer than a sign-in accepts, and not one
 * of the 10,000 most common passwords (zxcvbn's ranked list, shipped in the package; compared
 * without case).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { TEXT_LIMITS } from '../../shared/limits';
import { MIN_PASSWORD_LENGTH } from './password-hash';

const COMMON_COUNT = 10_000;
let common: Set<string> | undefined;

function isCommon(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT));
  return common.has(password.toLowerCase());
}

/** Why a password cannot be set, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > TEXT_LIMITS.password) {
    return `The password must be at most ${TEXT_LIMITS.password} characters (the sign-in form takes no more).`;
  }
  if (isCommon(password)) return 'That password is one of the most common ones; choose another.';
  return undefined;
}
