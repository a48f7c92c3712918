/** Everything under /api: JSON bodies, the resource routers, and a JSON 404 for the rest. */
import compose from 'koa-compose';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { isApiPath } from '../lib/api-path';
import { notFound } from '../lib/http-errors';
import { jsonBody } from '../middlewares/json-body';
import { createAdminRouter } from './admin/admin.router';
import { createDeliveryRouter } from './admin/delivery.router';
import { createLeadsRouter } from './admin/leads.router';
import { createAuthRouter } from './auth/auth.router';
import { createBlogRouter } from './blog/blog.router';
import { createCaptureRouter } from './capture/capture.router';
import { createBookedCallsRouter } from './booked-calls/booked-calls.router';
import { createContactRouter } from './contact/contact.router';
import { createNewsletterRouter } from './newsletter/newsletter.router';
import { createPhoneClicksRouter } from './phone-clicks/phone-clicks.router';

export function createApiMiddleware(deps: AppDeps): Middleware {
  const routers = [
    createContactRouter,
    createPhoneClicksRouter,
    createBookedCallsRouter,
    createCaptureRouter,
    createBlogRouter,
    createNewsletterRouter,
    createAuthRouter,
    createAdminRouter,
    createDeliveryRouter,
    createLeadsRouter,
  ].map((create) => create(deps));

  const api = compose([
    jsonBody(),
    ...routers.map((router) => router.routes() as Middleware),
    () => {
      throw notFound('Not found');
    },
  ]);

  return (ctx, next) => (isApiPath(ctx.path) ? api(ctx, next) : next());
}
