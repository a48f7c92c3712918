/** GET /api/booked-calls/date/:date: the times already booked on a business day (the forms hide them). */
import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-errors';
import { dayKeyFromParam } from './booked-calls.params';

export function createBookedTimesRouter(deps: AppDeps): Router {
  const { store, timeZone } = deps;
  const router = new Router({ prefix: '/api/booked-calls' });

  router.get('/date/:date', async (ctx) => {
    const day = dayKeyFromParam(ctx.params.date, timeZone);
    if (!day) throw badRequest('Invalid date');
    ctx.body = { bookedTimes: await store.bookings.bookedTimesOn(day) };
  });

  return router;
}
