/**
 * lander-d's edits of its placeholder, allowed only to the holder of its edit token:
 * PATCH /api/booked-calls/:id moves it into a real slot (step 2), DELETE withdraws it.
 * The rules live in services/leads (reschedule-call.ts, withdraw-call.ts).
 */
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { EDIT_TOKEN_HEADER } from '#shared/api-headers';
import { BookingParamsSchema, RescheduleSchema, type Reschedule } from '#shared/schemas/booking';
import type { AppDeps } from '../../deps';
import { validate, validateParams, type InputState, type ParamsState } from '../../middlewares/validate';
import { scheduleOf } from '../../presenters/booking.presenter';
import * as leads from '../../services/leads';
import { plainDateAsBusinessDay } from './booked-calls.params';

interface EditState {
  editToken: string;
}

export function createPlaceholderEditsRouter(deps: AppDeps): Router {
  const { timeZone, rateLimit } = deps;
  const router = new Router({ prefix: '/api/booked-calls' });

  /** Checked before the body is: only the holder of the booking's edit token gets that far. */
  const requireEditToken: Middleware<EditState> = async (ctx, next) => {
    const token = ctx.get(EDIT_TOKEN_HEADER);
    await leads.checkEditToken(deps, ctx.params.id, token);
    ctx.state.editToken = token;
    await next();
  };

  router.patch<EditState & InputState<Reschedule>>(
    '/:id',
    rateLimit('booked-calls'),
    requireEditToken,
    plainDateAsBusinessDay(timeZone),
    validate(RescheduleSchema),
    async (ctx) => {
      const moved = await leads.rescheduleCall(deps, ctx.params.id, ctx.state.editToken, ctx.state.input);
      ctx.body = scheduleOf(moved);
    },
  );

  router.delete<ParamsState<{ id: string }>>(
    '/:id',
    rateLimit('booked-calls'),
    validateParams(BookingParamsSchema),
    async (ctx) => {
      await leads.withdrawCall(deps, ctx.state.params.id, ctx.get(EDIT_TOKEN_HEADER));
      ctx.status = 204;
    },
  );

  return router;
}
