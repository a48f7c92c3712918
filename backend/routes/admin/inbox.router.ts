/**
 * /api/admin/leads: the inbox of both kinds of lead (filters, sort and paging in the query), its
 * CSV export, the events canvassed and the pipeline. One lead is leads.router.ts's.
 */
import Router from '@koa/router';
import { dayKeyInZone } from '#shared/booking-window';
import { businessTimeBefore } from '#shared/business-hours';
import {
  LeadInboxQuerySchema,
  type EventSummary,
  type InboxPage,
  type InboxRow,
  type LeadInboxQuery,
  type Pipeline,
} from '#shared/schemas/inbox';
import type { AppDeps } from '../../deps';
import { csvStream } from '../../lib/csv';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validateQuery, type QueryState } from '../../middlewares/validate';
import { INBOX_COLUMNS, activityColumns } from '../../presenters/export-columns.presenter';
import { activityById, chunks } from './export-rows';

/** A New lead counts as waiting once an hour of opening hours has passed since it arrived. */
const WAITING_AFTER_MS = 3600_000;

export function createInboxRouter(deps: AppDeps): Router<UserState> {
  const { store, sessions, now, timeZone } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin/leads' });
  router.use(requireSession(sessions));

  router.get<QueryState<LeadInboxQuery>>('/', validateQuery(LeadInboxQuerySchema), async (ctx) => {
    ctx.body = (await store.inbox.query(ctx.state.query)) satisfies InboxPage;
  });

  // What the inbox shows for its filters, every page of it, with status and latest note.
  router.get<QueryState<LeadInboxQuery>>('/export.csv', validateQuery(LeadInboxQuerySchema), async (ctx) => {
    const query = { ...ctx.state.query, page: 1, pageSize: Number.MAX_SAFE_INTEGER };
    const [{ items }, activity] = await Promise.all([store.inbox.query(query), activityById(store)]);
    ctx.attachment(`leads-${dayKeyInZone(now(), timeZone)}.csv`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csvStream([...INBOX_COLUMNS, ...activityColumns<InboxRow>(activity)], chunks(items, 1000));
  });

  router.get('/events', async (ctx) => {
    ctx.body = (await store.inbox.events()) satisfies EventSummary[];
  });

  router.get('/pipeline', async (ctx) => {
    const at = now();
    const waitingSince = businessTimeBefore(at, WAITING_AFTER_MS, timeZone);
    ctx.body = (await store.inbox.pipeline(at, waitingSince)) satisfies Pipeline;
  });

  return router;
}
