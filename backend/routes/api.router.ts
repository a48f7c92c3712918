/** Everything under /api: JSON bodies, the resource routers, and a JSON 404 for the rest. */
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { isApiPath } from '../lib/api-path';
import { notFound } from '../lib/http-errors';
import { jsonBody } from '../middlewares/json-body';
import { plainPath } from '../middlewares/plain-path';
import { createAdminRouter } from './admin/admin.router';
import { createAvailabilityRouter } from './admin/availability.router';
import { createDeliveryRouter } from './admin/delivery.router';
import { createInboxRouter } from './admin/inbox.router';
import { createLeadCallRouter } from './admin/lead-call.router';
import { createLeadsRouter } from './admin/leads.router';
import { createReportsRouter } from './admin/reports.router';
import { createSecurityLogRouter } from './admin/security-log.router';
import { createSystemRouter } from './admin/system.router';
import { createUsersRouter } from './admin/users.router';
import { createAuthRouter } from './auth/auth.router';
import { createBlogRouter } from './blog/blog.router';
import { createCaptureRouter } from './capture/capture.router';
import { createBookedCallsRouter } from './booked-calls/booked-calls.router';
import { createBookedTimesRouter } from './booked-calls/booked-times.router';
import { createPlaceholderEditsRouter } from './booked-calls/placeholder-edits.router';
import { createContactRouter } from './contact/contact.router';
import { createHealthRouter } from './health/health.router';
import { createManageCallRouter } from './manage-call/manage-call.router';
import { createNewsletterRouter } from './newsletter/newsletter.router';
import { createPhoneClicksRouter } from './phone-clicks/phone-clicks.router';

/** One route of the API: its method and path pattern ('/api/admin/leads/:id'). */
export interface ApiRoute {
  method: string;
  path: string;
}

/** The /api middleware and its routes (the route tests take every route from here). */
export function createApi(deps: AppDeps): { middleware: Middleware; routes: ApiRoute[] } {
  const routers = [
    createContactRouter,
    createPhoneClicksRouter,
    createBookedTimesRouter,
    createBookedCallsRouter,
    createPlaceholderEditsRouter,
    createManageCallRouter,
    createCaptureRouter,
    createBlogRouter,
    createNewsletterRouter,
    createAuthRouter,
    createAdminRouter,
    createDeliveryRouter,
    createInboxRouter,
    createLeadsRouter,
    createLeadCallRouter,
    createReportsRouter,
    createUsersRouter,
    createAvailabilityRouter,
    createSystemRouter,
    createSecurityLogRouter,
    createHealthRouter,
  ].map((create) => create(deps));

  const api = compose([
    plainPath(),
    jsonBody(),
    ...routers.map((router) => router.routes() as Middleware),
    () => {
      throw notFound('Not found');
    },
  ]);

  // Router middleware (router.use) has no methods; HEAD comes with every GET.
  const routes = routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
    ),
  );
  const middleware: Middleware = (ctx, next) => (isApiPath(ctx.path) ? api(ctx, next) : next());
  return { middleware, routes };
}
