/**
 * /api/manage-call: the homeowner's manage link (the secret in X-Manage-Token, taken from the
 * link's fragment by the page). The rules live in services/leads/manage-call.ts; every request
 * counts toward the 'manage-call' rate limit, so secrets cannot be guessed at speed.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { MANAGE_TOKEN_HEADER } from '#shared/api-headers';
import { RescheduleSchema, type Reschedule } from '#shared/schemas/booking';
import type { AppDeps } from '../../deps';
import { validate, type InputState } from '../../middlewares/validate';
import { managedCall } from '../../presenters/manage-call.presenter';
import * as leads from '../../services/leads';
import { plainDateAsBusinessDay } from '../booked-calls/booked-calls.params';

const tokenOf = (ctx: Context) => ctx.get(MANAGE_TOKEN_HEADER).trim();

export function createManageCallRouter(deps: AppDeps): Router {
  const { timeZone, rateLimit } = deps;
  const router = new Router({ prefix: '/api/manage-call' });
  const limited = rateLimit('manage-call');

  router.get('/', limited, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = managedCall(await leads.managedBooking(deps, tokenOf(ctx)), timeZone);
  });

  router.patch<InputState<Reschedule>>(
    '/',
    limited,
    // The link is checked before the body: a wrong one gets the 404, whatever it sends.
    async (ctx, next) => {
      await leads.managedBooking(deps, tokenOf(ctx));
      await next();
    },
    plainDateAsBusinessDay(timeZone),
    validate(RescheduleSchema),
    async (ctx) => {
      const moved = await leads.rescheduleManagedCall(deps, tokenOf(ctx), ctx.state.input);
      ctx.body = managedCall(moved, timeZone);
    },
  );

  router.delete('/', limited, async (ctx) => {
    await leads.cancelManagedCall(deps, tokenOf(ctx));
    ctx.status = 204;
  });

  return router;
}
