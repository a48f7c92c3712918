/**
 * /api/admin/leads/:id: one lead of either kind (an estimate request or a booked call) with its
 * messages and how it is worked, and the changes the owner makes to it: its status (with the
 * version last seen: 409 with the current state when someone else changed it first) and notes.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  NoteSchema,
  StatusChangeSchema,
  type NoteInput,
  type StatusChange,
} from '#shared/schemas/lead-status';
import type { AppDeps } from '../../deps';
import { messagesOf } from '../../delivery/lead-messages';
import { HttpError, notFound } from '../../lib/http-errors';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, type InputState } from '../../middlewares/validate';
import { findLead, type Lead } from '../../delivery/lead-event';
import { STALE_CHANGE, leadDetail, statusConflict } from '../../presenters/lead.presenter';
import type { Repositories } from '../../store/repository';
import { activityOf, addNote, changeStatus, type ActivityResult } from '../../services/lead-activity';

/** One lead of either kind by its id, as the admin may see it. */
async function storedLead(store: Repositories, id: string): Promise<Lead> {
  const lead = await findLead(store, id);
  if (!lead) throw notFound('No lead has this id');
  return lead;
}

function answer(ctx: Context, result: ActivityResult): void {
  if (!result.ok) throw new HttpError(409, STALE_CHANGE, { body: { ...statusConflict(result.current) } });
  ctx.body = result.activity;
}

export function createLeadsRouter(deps: AppDeps): Router<UserState> {
  const { store, sessions, now } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin/leads' });
  router.use(requireSession(sessions));

  async function leadRef(id: string) {
    const { kind, record } = await storedLead(store, id);
    return { id, kind, createdAt: record.createdAt };
  }

  router.get('/:id', async (ctx) => {
    const lead = await storedLead(store, ctx.params.id);
    const [deliveries, activity] = await Promise.all([
      messagesOf(store.deliveries, [lead.record.id]),
      store.leadActivity.findById(lead.record.id),
    ]);
    ctx.body = leadDetail(lead, deliveries, activityOf(activity));
  });

  router.post<InputState<StatusChange>>('/:id/status', validate(StatusChangeSchema), async (ctx) => {
    const lead = await leadRef(ctx.params.id);
    answer(
      ctx,
      await changeStatus(store.leadActivity, lead, ctx.state.input, ctx.state.user.username, now()),
    );
  });

  router.post<InputState<NoteInput>>('/:id/notes', validate(NoteSchema), async (ctx) => {
    const lead = await leadRef(ctx.params.id);
    answer(ctx, await addNote(store.leadActivity, lead, ctx.state.input, ctx.state.user.username, now()));
  });

  return router;
}
