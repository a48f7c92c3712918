/**
 * Guards signed-in routes: a valid session or 401; an account whose role the route does not
 * allow gets 403 (by default only admins pass: every admin read, export and change); an admin
 * who still has to replace a generated password gets 403 everywhere but the password change.
 */
import type { Middleware } from 'koa';
import type { UserRole } from '#shared/schemas/users';
import { HttpError, forbidden, unauthorized } from '../lib/http-errors';
import type { SessionService } from '../services/session.service';
import type { UserRecord } from '../store/users.repo';

export interface UserState {
  user: UserRecord;
}

export const PASSWORD_CHANGE_REQUIRED = 'Password change required';
export const ADMIN_ONLY = 'This account cannot open the admin.';

// Every API error has `message`; `error` repeats it for clients that read that key.
const passwordChangeRequired = () =>
  new HttpError(403, PASSWORD_CHANGE_REQUIRED, { body: { error: PASSWORD_CHANGE_REQUIRED } });

export function requireSession(
  sessions: SessionService,
  options: { beforePasswordChange?: boolean; roles?: readonly UserRole[] } = {},
): Middleware<UserState> {
  const roles = options.roles ?? ['admin'];
  return async (ctx, next) => {
    const user = await sessions.current(ctx);
    if (!user) throw unauthorized('Authentication required');
    // Lead data must not linger in browser or proxy caches.
    ctx.set('Cache-Control', 'no-store');
    if (!roles.includes(user.role)) throw forbidden(ADMIN_ONLY);
    if (user.mustChangePassword && !options.beforePasswordChange) throw passwordChangeRequired();
    ctx.state.user = user;
    await next();
  };
}
