/**
 * GET /api/health, for uptime monitors: 200 { status: 'ok' }, or 503 with the problems (no secret,
 * no lead data). Never cached; not rate-limited, so a monitor may call it every 30 seconds.
 */
import Router from '@koa/router';
import type { HealthAnswer } from '#shared/schemas/system';
import type { AppDeps } from '../../deps';
import { systemView } from '../../services/system/system-health';

export function createHealthRouter(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api/health' });

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { problems } = await systemView(deps).catch(() => ({ problems: ['The store cannot be read'] }));
    const answer: HealthAnswer =
      problems.length === 0 ? { status: 'ok' } : { status: 'unavailable', problems };
    ctx.status = problems.length === 0 ? 200 : 503;
    ctx.body = answer;
  });

  return router;
}
