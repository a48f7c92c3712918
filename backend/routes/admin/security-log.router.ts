/** /api/admin/security-log: the newest security events this server recorded (admins only). */
import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { recentSecurityEvents } from '../../lib/security-log';
import { requireSession, type UserState } from '../../middlewares/auth';

export function createSecurityLogRouter(deps: AppDeps): Router<UserState> {
  const router = new Router<UserState>({ prefix: '/api/admin/security-log' });
  router.use(requireSession(deps.sessions));

  router.get('/', (ctx) => {
    ctx.body = recentSecurityEvents();
  });

  return router;
}
