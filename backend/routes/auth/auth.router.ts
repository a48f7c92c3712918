/**
 * /api/auth: sign-in (admins and canvassers) with a server-side session, and the signed-in
 * account's password change. Wrong username and wrong password get the same answer in the same time (an unknown
 * user is checked against a dummy hash).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  LoginSchema,
  PasswordChangeSchema,
  type PasswordChangeInput,
  type SessionInfo,
} from '#shared/schemas/auth';
import { USER_ROLES } from '#shared/schemas/users';
import type { AppDeps } from '../../deps';
import { clientKey } from '../../lib/client-key';
import { HttpError, fieldError, tooManyRequests } from '../../lib/http-errors';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, type InputState } from '../../middlewares/validate';
import { setUserPassword } from '../../services/admin-account';
import { DUMMY_HASH, verifyPassword } from '../../services/password-hash';
import { passwordProblem } from '../../services/password-rules';
import type { UserRecord } from '../../store/repository';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const BUSY_MESSAGE = 'Too many sign-ins at once, try again in a moment';
export const WRONG_CURRENT_PASSWORD = 'The current password is not correct.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

function throttled(retryAfterSeconds: number): HttpError {
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return tooManyRequests(`Too many attempts, try again in ${wait}`, retryAfterSeconds, { retryAfterSeconds });
}

/** What the browser is told about a signed-in user. */
const sessionInfo = (user: UserRecord): SessionInfo => ({
  authenticated: true,
  username: user.username,
  role: user.role,
  ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
});

export function createAuthRouter(deps: AppDeps): Router {
  const { store, sessions, loginThrottle, hashSlots, now } = deps;
  const router = new Router({ prefix: '/api/auth' });

  /**
   * Check a password for a username under the sign-in throttle and the hash slots: a stolen
   * session cookie must not make the password change an unthrottled guessing oracle.
   */
  async function checkPassword(ctx: Context, username: string, password: string) {
    const client = clientKey(ctx.ip);
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

  router.post('/login', validate(LoginSchema), async (ctx) => {
    const { username, password } = ctx.state.input;
    const user = await checkPassword(ctx, username, password);
    if (!user) throw new HttpError(401, INVALID_CREDENTIALS);
    await sessions.start(ctx, user);
    ctx.body = sessionInfo(user);
  });

  router.post<UserState & InputState<PasswordChangeInput>>(
    '/password',
    requireSession(sessions, { beforePasswordChange: true, roles: USER_ROLES }),
    validate(PasswordChangeSchema),
    async (ctx) => {
      const { currentPassword, newPassword } = ctx.state.input;
      const problem =
        passwordProblem(newPassword) ?? (newPassword === currentPassword ? SAME_PASSWORD : undefined);
      if (problem) throw fieldError('newPassword', problem);
      const { username } = ctx.state.user;
      if (!(await checkPassword(ctx, username, currentPassword)))
        throw fieldError('currentPassword', WRONG_CURRENT_PASSWORD);
      // Ends every session of the user, this one too; it goes on under a new token.
      const { user } = await setUserPassword(store, username, newPassword, now());
      await sessions.start(ctx, user);
      ctx.body = sessionInfo(user);
    },
  );

  router.post('/logout', async (ctx) => {
    await sessions.end(ctx);
    ctx.status = 204;
  });

  router.get('/session', async (ctx) => {
    const user = await sessions.current(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = user ? sessionInfo(user) : ({ authenticated: false } satisfies SessionInfo);
  });

  return router;
}
