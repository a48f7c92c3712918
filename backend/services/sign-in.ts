/**
 * Password checks of the sign-in (admins and canvassers) and of the password change, under the
 * sign-in throttle and the hash slots: a stolen session cookie must not make the password change
 * an unthrottled guessing oracle. Wrong username and wrong password get the same answer in the
 * same time (an unknown user is checked against a dummy hash).
 */
import type { LoginInput, PasswordChangeInput } from '#shared/schemas/auth';
import { HttpError, fieldError, tooManyRequests } from '../lib/http-errors';
import type { UserRecord } from '../store/repository';
import type { Store } from '../store/store';
import { setUserPassword } from './admin-account';
import type { HashSlots } from './hash-slots';
import type { LoginThrottle } from './login-throttle';
import { DUMMY_HASH, verifyPassword } from './password-hash';
import { passwordProblem } from './password-rules';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const BUSY_MESSAGE = 'Too many sign-ins at once, try again in a moment';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';

export interface SignInDeps {
  store: Store;
  loginThrottle: LoginThrottle;
  hashSlots: HashSlots;
  now: () => Date;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

function throttled(retryAfterSeconds: number): HttpError {
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return tooManyRequests(`Too many attempts, try again in ${wait}`, retryAfterSeconds, { retryAfterSeconds });
}

/** The user if the password is theirs; `client` is the throttle's key of the request's address. */
async function checkPassword(deps: SignInDeps, client: string, username: string, password: string) {
  const { store, loginThrottle, hashSlots } = deps;
  const wait = await loginThrottle.retryAfterSeconds(client, username);
  if (wait > 0) throw throttled(wait);
  const release = hashSlots.take();
  if (!release) throw tooManyRequests(BUSY_MESSAGE, 1, { retryAfterSeconds: 1 });
  const attempt = await loginThrottle.begin(client, username).catch((err: unknown) => {
    release();
    throw err;
  });
  const check = async () => {
    const user = await store.users.findByUsername(username);
    return { user, valid: await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH) };
  };
  const { user, valid } = await check().finally(release);
  if (!user || !valid) return undefined;
  await attempt.succeeded();
  return user;
}

export async function signIn(deps: SignInDeps, client: string, input: LoginInput): Promise<UserRecord> {
  const user = await checkPassword(deps, client, input.username, input.password);
  if (!user) throw new HttpError(401, INVALID_CREDENTIALS);
  return user;
}

/** Ends every session of the user; the caller starts the one it goes on with. */
export async function changePassword(
  deps: SignInDeps,
  client: string,
  username: string,
  { currentPassword, newPassword }: PasswordChangeInput,
): Promise<UserRecord> {
  const problem =
    passwordProblem(newPassword) ?? (newPassword === currentPassword ? SAME_PASSWORD : undefined);
  if (problem) throw fieldError('newPassword', problem);
  if (!(await checkPassword(deps, client, username, currentPassword)))
    throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
  const { user } = await setUserPassword(deps.store, username, newPassword, deps.now());
  return user;
}
