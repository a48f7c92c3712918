/**
 * GET /api/booked-calls/date/:date: the times of a business day nobody can book (taken, closed or
 * blocked); the forms hide them. GET /api/booked-calls/closed-days: the days with no open slot
 * up to the owner's reschedule window, which the calendars grey out.
 */
import Router from '@koa/router';
import { dayKeyInZone } from '#shared/booking-window';
import { OWNER_RESCHEDULE_DAYS } from '#shared/limits';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-errors';
import { closedDaysFrom, unavailableTimesOn } from '../../services/availability/closed-times';
import { dayKeyFromParam } from './booked-calls.params';

export function createBookedTimesRouter(deps: AppDeps): Router {
  const { timeZone, now } = deps;
  const router = new Router({ prefix: '/api/booked-calls' });

  router.get('/date/:date', async (ctx) => {
    const day = dayKeyFromParam(ctx.params.date, timeZone);
    if (!day) throw badRequest('Invalid date');
    ctx.body = { bookedTimes: await unavailableTimesOn(deps, day) };
  });

  router.get('/closed-days', async (ctx) => {
    const today = dayKeyInZone(now(), timeZone);
    ctx.body = { closedDays: await closedDaysFrom(deps, today, OWNER_RESCHEDULE_DAYS) };
  });

  return router;
}
