/** Guards admin routes: a valid session or 401. */
import type { Middleware } from 'koa';
import { unauthorized } from '../lib/http-errors';
import type { SessionService } from '../services/session.service';
import type { UserRecord } from '../store/users.repo';

export interface UserState {
  user: UserRecord;
}

export function requireSession(sessions: SessionService): Middleware<UserState> {
  return async (ctx, next) => {
    const user = await sessions.current(ctx);
    if (!user) throw unauthorized('Authentication required');
    // Lead data must not linger in browser or proxy caches.
    ctx.set('Cache-Control', 'no-store');
    ctx.state.user = user;
    await next();
  };
}
