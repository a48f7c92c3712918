/**
 * /api/admin: what the dashboard needs beyond the plain lists: one summary call (counts and
 * latest phone clicks) and CSV exports of every collection. Sessions only.
 */
import Router from '@koa/router';
import { dayKeyInZone } from '#shared/booking-window';
import { PATHS } from '#shared/routes';
import type { AppDeps } from '../../deps';
import type { Readable } from 'node:stream';
import { csvStream } from '../../lib/csv';
import { notFound } from '../../lib/http-errors';
import { requireSession, type UserState } from '../../middlewares/auth';
import { activityById, pagesOf } from './export-rows';
import {
  BOOKING_COLUMNS,
  CONTACT_COLUMNS,
  PHONE_CLICK_COLUMNS,
  activityColumns,
} from '../../presenters/export-columns.presenter';
import { ADMIN_RECENT } from '#shared/schemas/admin';
import { adminSummary } from '../../presenters/admin-summary.presenter';

export function createAdminRouter(deps: AppDeps): Router<UserState> {
  const { store, now, timeZone, sessions } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin' });
  router.use(requireSession(sessions));

  router.get('/summary', async (ctx) => {
    const clicks = await store.phoneClicks.stats({
      recent: ADMIN_RECENT.phoneClicks,
      page: PATHS.landerP,
      pageRecent: ADMIN_RECENT.landerPClicks,
    });
    const spam = await store.inbox.spamCounts();
    const stored = { contact: await store.contacts.count(), booking: await store.bookings.count() };
    ctx.body = adminSummary(stored, spam, clicks);
  });

  const exports: Record<string, () => Promise<Readable>> = {
    contacts: async () =>
      csvStream([...CONTACT_COLUMNS, ...activityColumns(await activityById(store))], pagesOf(store.contacts)),
    'booked-calls': async () =>
      csvStream([...BOOKING_COLUMNS, ...activityColumns(await activityById(store))], pagesOf(store.bookings)),
    'phone-clicks': async () => csvStream(PHONE_CLICK_COLUMNS, pagesOf(store.phoneClicks)),
  };

  router.get('/export/:file', async (ctx) => {
    const name = /^(.+)\.csv$/.exec(ctx.params.file)?.[1];
    const render = name && Object.hasOwn(exports, name) ? exports[name] : undefined;
    if (!name || !render) throw notFound('Not found');
    ctx.attachment(`${name}-${dayKeyInZone(now(), timeZone)}.csv`);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = await render();
  });

  return router;
}
