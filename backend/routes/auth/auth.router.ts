/**
 * /api/auth: admin sign-in with a server-side session. Wrong username and wrong password get the
 * same answer in the same time (an unknown user is checked against a dummy hash).
 */
import Router from '@koa/router';
import { LoginSchema, type SessionInfo } from '../../../shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { clientKey } from '../../lib/client-key';
import { HttpError, tooManyRequests } from '../../lib/http-errors';
import { validate } from '../../middlewares/validate';
import { DUMMY_HASH, verifyPassword } from '../../services/password-hash';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const BUSY_MESSAGE = 'Too many sign-ins at once, try again in a moment';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

function throttled(retryAfterSeconds: number): HttpError {
  const wait =
    retryAfterSeconds < 60
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return tooManyRequests(`Too many attempts, try again in ${wait}`, retryAfterSeconds, { retryAfterSeconds });
}

export function createAuthRouter(deps: AppDeps): Router {
  const { store, sessions, loginThrottle, hashSlots } = deps;
  const router = new Router({ prefix: '/api/auth' });

  router.post('/login', validate(LoginSchema), async (ctx) => {
    const { username, password } = ctx.state.input;
    const client = clientKey(ctx.ip);
    const wait = loginThrottle.retryAfterSeconds(client, username);
    if (wait > 0) throw throttled(wait);

    const release = hashSlots.take();
    if (!release) throw tooManyRequests(BUSY_MESSAGE, 1, { retryAfterSeconds: 1 });
    const attempt = loginThrottle.begin(client, username);
    const check = async () => {
      const user = await store.users.findByUsername(username);
      return { user, valid: await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH) };
    };
    const { user, valid } = await check().finally(release);
    if (!user || !valid) throw new HttpError(401, INVALID_CREDENTIALS);

    attempt.succeeded();
    await sessions.start(ctx, user);
    ctx.body = { authenticated: true, username: user.username } satisfies SessionInfo;
  });

  router.post('/logout', async (ctx) => {
    await sessions.end(ctx);
    ctx.status = 204;
  });

  router.get('/session', async (ctx) => {
    const user = await sessions.current(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (
      user ? { authenticated: true, username: user.username } : { authenticated: false }
    ) satisfies SessionInfo;
  });

  return router;
}
