/**
 * Password checks of the sign-in (admins and canvassers) and of the password change, under the
 * sign-in throttle and the hash slots: a stolen session cookie must not make the password change
 * an unthrottled guessing oracle. Wrong username and wrong password get the same answer in the
 * same time (an unknown user is checked against a dummy hash).
 */
import type { LoginInput, PasswordChangeInput } from '#shared/schemas/auth';
import { clientKey } from '../lib/client-key';
import { HttpError, fieldError, tooManyRequests } from '../lib/http-errors';
import { securityEvent } from '../lib/security-log';
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
/** Said only after the right password, so it tells a guesser nothing. */
export const ACCOUNT_DISABLED = 'This account is disabled. Ask an admin to enable it.';

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

/** The username to log: only an existing account's, so a password typed as a name never reaches the log. */
const knownName = async (store: Store, username: string) =>
  (await store.users.findByUsername(username))?.username;

/**
 * The user if the password is theirs; `address` is the request's client address; a `knownDevice`
 * (signed in as this username before) may use the password check slot kept for such devices.
 */
async function checkPassword(
  deps: SignInDeps,
  address: string,
  username: string,
  password: string,
  knownDevice = false,
) {
  const { store, loginThrottle, hashSlots } = deps;
  const client = clientKey(address);
  const refused = async (detail: string) =>
    securityEvent('sign-in-throttled', {
      user: await knownName(store, username),
      client: address,
      outcome: 'refused',
      detail,
    });
  const wait = await loginThrottle.retryAfterSeconds(client, username);
  if (wait > 0) {
    await refused(`retry after ${wait} s`);
    throw throttled(wait);
  }
  const release = hashSlots.take({ knownDevice });
  if (!release) {
    await refused('password checks busy');
    throw tooManyRequests(BUSY_MESSAGE, 1, { retryAfterSeconds: 1 });
  }
  const attempt = await loginThrottle.begin(client, username).catch((err: unknown) => {
    release();
    throw err;
  });
  const check = async () => {
    const user = await store.users.findByUsername(username);
    return { user, valid: await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH) };
  };
  const { user, valid } = await check().finally(release);
  if (!user || !valid) return { user, valid: false as const };
  await attempt.succeeded();
  return { user, valid: true as const };
}

/** The account if the credentials are right; `address` is the request's client address. */
export async function signIn(
  deps: SignInDeps,
  address: string,
  input: LoginInput,
  knownDevice = false,
): Promise<UserRecord> {
  const { user, valid } = await checkPassword(deps, address, input.username, input.password, knownDevice);
  if (!valid) {
    securityEvent('sign-in', {
      user: user?.username,
      client: address,
      outcome: 'failed',
      detail: user ? 'wrong password' : 'unknown username',
    });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  if (user.disabled) {
    securityEvent('sign-in', {
      user: user.username,
      client: address,
      outcome: 'refused',
      detail: 'disabled',
    });
    throw new HttpError(403, ACCOUNT_DISABLED);
  }
  securityEvent('sign-in', { user: user.username, client: address, outcome: 'ok' });
  return user;
}

/** Ends every session of the user; the caller starts the one it goes on with. */
export async function changePassword(
  deps: SignInDeps,
  address: string,
  username: string,
  { currentPassword, newPassword }: PasswordChangeInput,
): Promise<UserRecord> {
  const problem =
    passwordProblem(newPassword) ?? (newPassword === currentPassword ? SAME_PASSWORD : undefined);
  if (problem) throw fieldError('newPassword', problem);
  if (!(await checkPassword(deps, address, username, currentPassword)).valid) {
    securityEvent('password-changed', { user: username, client: address, outcome: 'failed' });
    throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
  }
  const { user } = await setUserPassword(deps.store, username, newPassword, deps.now());
  securityEvent('password-changed', {
    user: username,
    client: address,
    outcome: 'ok',
    detail: 'own password; other sessions ended',
  });
  return user;
}
