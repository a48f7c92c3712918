/**
 * GET /api/booked-calls/date/:date: the times of a business day nobody can book (taken, closed or
 * blocked); the forms hide them.
 */
import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-errors';
import { unavailableTimesOn } from '../../services/availability/closed-times';
import { dayKeyFromParam } from './booked-calls.params';

export function createBookedTimesRouter(deps: AppDeps): Router {
  const { timeZone } = deps;
  const router = new Router({ prefix: '/api/booked-calls' });

  router.get('/date/:date', async (ctx) => {
    const day = dayKeyFromParam(ctx.params.date, timeZone);
    if (!day) throw badRequest('Invalid date');
    ctx.body = { bookedTimes: await unavailableTimesOn(deps, day) };
  });

  return router;
}
