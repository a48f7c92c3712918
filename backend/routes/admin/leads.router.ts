/**
 * /api/admin/leads: the inbox of both kinds of lead (filters, sort and paging in the query),
 * one lead of either kind (an estimate request or a booked call) with its
 * messages and how it is worked, and the changes the owner makes to it: its status (with the
 * version last seen: 409 with the current state when someone else changed it first) and notes.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { LeadDetail } from '#shared/schemas/lead';
import { dayKeyInZone } from '#shared/booking-window';
import { businessTimeBefore } from '#shared/business-hours';
import {
  LeadInboxQuerySchema,
  type InboxPage,
  type InboxRow,
  type LeadInboxQuery,
  type EventSummary,
  type Pipeline,
} from '#shared/schemas/inbox';
import {
  NoteSchema,
  StatusChangeSchema,
  type NoteInput,
  type StatusChange,
  type StatusConflict,
} from '#shared/schemas/lead-status';
import type { AppDeps } from '../../deps';
import { messagesOf } from '../../delivery/lead-messages';
import { HttpError, notFound } from '../../lib/http-errors';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, validateQuery, type InputState, type QueryState } from '../../middlewares/validate';
import {
  activityOf,
  addNote,
  changeStatus,
  type ActivityResult,
  type LeadRef,
} from '../../services/lead-activity';
import { csvStream } from '../../lib/csv';
import { publicBooking } from '../booked-calls/booking-answers';
import { activityById, chunks } from './export-rows';
import { INBOX_COLUMNS, activityColumns } from './export-columns';

export const STALE_CHANGE = 'Someone else changed this lead first';

/** A New lead counts as waiting once an hour of opening hours has passed since it arrived. */
const WAITING_AFTER_MS = 3600_000;

export function createLeadsRouter(deps: AppDeps): Router<UserState> {
  const { store, sessions, now } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin/leads' });
  router.use(requireSession(sessions));

  async function findLead(id: string) {
    const contact = await store.contacts.findById(id);
    if (contact) return { kind: 'contact' as const, record: contact };
    const booking = await store.bookings.findById(id);
    if (booking) return { kind: 'booking' as const, record: publicBooking(booking) };
    throw notFound('No lead has this id');
  }

  async function leadRef(id: string): Promise<LeadRef> {
    const { kind, record } = await findLead(id);
    return { id, kind, createdAt: record.createdAt };
  }

  function answer(ctx: Context, result: ActivityResult): void {
    if (result.ok) {
      ctx.body = result.activity;
      return;
    }
    const body: StatusConflict = {
      message: STALE_CHANGE,
      current: result.current,
      lastChange: result.current.history.at(-1),
    };
    throw new HttpError(409, STALE_CHANGE, { body: { ...body } });
  }

  router.get<QueryState<LeadInboxQuery>>('/', validateQuery(LeadInboxQuerySchema), async (ctx) => {
    ctx.body = (await store.inbox.query(ctx.state.query)) satisfies InboxPage;
  });

  // What the inbox shows for its filters, every page of it, with status and latest note.
  router.get<QueryState<LeadInboxQuery>>('/export.csv', validateQuery(LeadInboxQuerySchema), async (ctx) => {
    const query = { ...ctx.state.query, page: 1, pageSize: Number.MAX_SAFE_INTEGER };
    const [{ items }, activity] = await Promise.all([store.inbox.query(query), activityById(store)]);
    ctx.attachment(`leads-${dayKeyInZone(now(), deps.timeZone)}.csv`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csvStream([...INBOX_COLUMNS, ...activityColumns<InboxRow>(activity)], chunks(items, 1000));
  });

  router.get('/events', async (ctx) => {
    ctx.body = (await store.inbox.events()) satisfies EventSummary[];
  });

  router.get('/pipeline', async (ctx) => {
    const at = now();
    const waitingSince = businessTimeBefore(at, WAITING_AFTER_MS, deps.timeZone);
    ctx.body = (await store.inbox.pipeline(at, waitingSince)) satisfies Pipeline;
  });

  router.get('/:id', async (ctx) => {
    const lead = await findLead(ctx.params.id);
    const [deliveries, activity] = await Promise.all([
      messagesOf(store.deliveries, [lead.record.id]),
      store.leadActivity.findById(lead.record.id),
    ]);
    ctx.body = { ...lead, deliveries, activity: activityOf(activity) } satisfies LeadDetail;
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
