/** GET /api/admin/reports?days=N: the owner's reports over the last N days (business time zone). */
import Router from '@koa/router';
import { ReportsQuerySchema, type Reports, type ReportsQuery } from '#shared/schemas/reports';
import type { AppDeps } from '../../deps';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validateQuery, type QueryState } from '../../middlewares/validate';
import { leadReports } from '../../services/lead-reports';

export function createReportsRouter(deps: AppDeps): Router<UserState> {
  const router = new Router<UserState>({ prefix: '/api/admin/reports' });
  router.use(requireSession(deps.sessions));

  router.get<QueryState<ReportsQuery>>('/', validateQuery(ReportsQuerySchema), async (ctx) => {
    const { days } = ctx.state.query;
    ctx.body = (await leadReports(deps.store.inbox, deps.now(), days, deps.timeZone)) satisfies Reports;
  });

  return router;
}
