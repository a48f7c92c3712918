/**
 * /api/admin/leads/:id: one lead of either kind (an estimate request or a booked call) with its
 * messages and how it is worked, and the changes the owner makes to it: its status (with the
 * version last seen: 409 with the current state when someone else changed it first) and notes.
 * A booked call's own controls are lead-call.router.ts's.
 */
import Router from '@koa/router';
import {
  NoteSchema,
  StatusChangeSchema,
  type NoteInput,
  type StatusChange,
} from '#shared/schemas/lead-status';
import type { AppDeps } from '../../deps';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, type InputState } from '../../middlewares/validate';
import { addNote } from '../../services/lead-activity';
import { changeLeadStatus } from '../../services/leads';
import { changed, leadDetailOf, leadRef } from './lead-answers';

export function createLeadsRouter(deps: AppDeps): Router<UserState> {
  const { store, sessions, now } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin/leads' });
  router.use(requireSession(sessions));

  router.get('/:id', async (ctx) => {
    ctx.body = await leadDetailOf(store, ctx.params.id);
  });

  router.post<InputState<StatusChange>>('/:id/status', validate(StatusChangeSchema), async (ctx) => {
    const lead = await leadRef(store, ctx.params.id);
    ctx.body = changed(await changeLeadStatus(deps, lead, ctx.state.input, ctx.state.user.username));
  });

  router.post<InputState<NoteInput>>('/:id/notes', validate(NoteSchema), async (ctx) => {
    const lead = await leadRef(store, ctx.params.id);
    ctx.body = changed(
      await addNote(store.leadActivity, lead, ctx.state.input, ctx.state.user.username, now()),
    );
  });

  return router;
}
