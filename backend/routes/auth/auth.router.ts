/**
 * /api/auth: sign-in (admins and canvassers) with a server-side session, the signed-in
 * account's password change, sign-out and the session's state. The checks live in
 * services/sign-in.ts.
 */
import Router from '@koa/router';
import {
  LoginSchema,
  PasswordChangeSchema,
  type PasswordChangeInput,
  type SessionInfo,
} from '#shared/schemas/auth';
import { USER_ROLES } from '#shared/schemas/users';
import type { AppDeps } from '../../deps';
import { securityEvent } from '../../lib/security-log';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, type InputState } from '../../middlewares/validate';
import { sessionInfo } from '../../presenters/account.presenter';
import { changePassword, signIn } from '../../services/sign-in';

export function createAuthRouter(deps: AppDeps): Router {
  const { sessions, knownDevice: device } = deps;
  const router = new Router({ prefix: '/api/auth' });

  router.post('/login', validate(LoginSchema), async (ctx) => {
    const account = await deps.store.users.findByUsername(ctx.state.input.username);
    const user = await signIn(deps, ctx.ip, ctx.state.input, device.knows(ctx, account));
    await sessions.start(ctx, user);
    device.remember(ctx, user);
    ctx.body = sessionInfo(user);
  });

  router.post<UserState & InputState<PasswordChangeInput>>(
    '/password',
    requireSession(sessions, { beforePasswordChange: true, roles: USER_ROLES }),
    validate(PasswordChangeSchema),
    async (ctx) => {
      const user = await changePassword(deps, ctx.ip, ctx.state.user.username, ctx.state.input);
      // The change ended every session of the user, this one too; it goes on under a new token.
      await sessions.start(ctx, user);
      device.remember(ctx, user); // the old password's device cookies no longer count
      ctx.body = sessionInfo(user);
    },
  );

  router.post('/logout', async (ctx) => {
    const user = await sessions.current(ctx);
    await sessions.end(ctx);
    if (user) securityEvent('sign-out', { user: user.username, client: ctx.ip, outcome: 'ok' });
    ctx.status = 204;
  });

  router.get('/session', async (ctx) => {
    const user = await sessions.current(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = user ? sessionInfo(user) : ({ authenticated: false } satisfies SessionInfo);
  });

  return router;
}
