/**
 * /api/admin/leads/:id/reschedule and /cancel-call: the owner moves or cancels a booked call on
 * the lead's version last seen (409 as for a status change when stale; 409 with the slot-taken
 * message when another booking holds the slot). Each answers the lead's detail, as GET does.
 */
import Router from '@koa/router';
import {
  CancelCallSchema,
  OwnerRescheduleSchema,
  type CancelCallInput,
  type OwnerReschedule,
} from '#shared/schemas/lead-status';
import type { AppDeps } from '../../deps';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, type InputState } from '../../middlewares/validate';
import { cancelAsOwner, rescheduleAsOwner } from '../../services/leads';
import { plainDateAsBusinessDay } from '../booked-calls/booked-calls.params';
import { changed, leadDetailOf, leadRef } from './lead-answers';

export function createLeadCallRouter(deps: AppDeps): Router<UserState> {
  const { store, sessions, timeZone } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin/leads' });
  router.use(requireSession(sessions));

  router.post<InputState<OwnerReschedule>>(
    '/:id/reschedule',
    plainDateAsBusinessDay(timeZone),
    validate(OwnerRescheduleSchema),
    async (ctx) => {
      const lead = await leadRef(store, ctx.params.id);
      changed(await rescheduleAsOwner(deps, lead, ctx.state.input, ctx.state.user.username));
      ctx.body = await leadDetailOf(store, lead.id);
    },
  );

  router.post<InputState<CancelCallInput>>('/:id/cancel-call', validate(CancelCallSchema), async (ctx) => {
    const lead = await leadRef(store, ctx.params.id);
    changed(await cancelAsOwner(deps, lead, ctx.state.input, ctx.state.user.username));
    ctx.body = await leadDetailOf(store, lead.id);
  });

  return router;
}
