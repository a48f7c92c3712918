/**
 * /api/admin/availability: the owner's weekly hours, blocked days and blocked slots. Every
 * answer is the whole view (services/availability/manage-availability.ts), with the booked calls
 * that now sit in closed time.
 */
import Router from '@koa/router';
import {
  BlockDaySchema,
  BlockSlotSchema,
  DayKeySchema,
  WeeklyHoursChangeSchema,
} from '#shared/schemas/availability';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, validateParams } from '../../middlewares/validate';
import * as availability from '../../services/availability/manage-availability';

const DayParamsSchema = z.object({ day: DayKeySchema });

export function createAvailabilityRouter(deps: AppDeps): Router<UserState> {
  const router = new Router<UserState>({ prefix: '/api/admin/availability' });
  router.use(requireSession(deps.sessions));

  router.get('/', async (ctx) => {
    ctx.body = await availability.availabilityView(deps);
  });

  router.put('/hours', validate(WeeklyHoursChangeSchema), async (ctx) => {
    ctx.body = await availability.setWeeklyHours(deps, ctx.state.input.weeklyHours);
  });

  router.post('/blocked-days', validate(BlockDaySchema), async (ctx) => {
    ctx.body = await availability.blockDay(deps, ctx.state.input);
  });

  router.delete('/blocked-days/:day', validateParams(DayParamsSchema), async (ctx) => {
    ctx.body = await availability.unblockDay(deps, ctx.state.params.day);
  });

  router.post('/blocked-slots', validate(BlockSlotSchema), async (ctx) => {
    ctx.body = await availability.blockSlot(deps, ctx.state.input);
  });

  router.delete('/blocked-slots/:day/:time', validateParams(BlockSlotSchema), async (ctx) => {
    ctx.body = await availability.unblockSlot(deps, ctx.state.params);
  });

  return router;
}
