/**
 * /api/newsletter: blog newsletter signups, one per address. Every accepted signup gets the same
 * answer, new address or known one (or a bot's), so the endpoint tells nobody who is subscribed.
 */
import Router from '@koa/router';
import { NewsletterSchema } from '#shared/schemas/newsletter';
import type { AppDeps } from '../../deps';
import { validate } from '../../middlewares/validate';
import { subscribeToNewsletter } from '../../services/newsletter';

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing!';

export function createNewsletterRouter(deps: AppDeps): Router {
  const { store, now, rateLimit } = deps;
  const router = new Router({ prefix: '/api/newsletter' });

  router.post('/', rateLimit('newsletter'), validate(NewsletterSchema), async (ctx) => {
    await subscribeToNewsletter(store, ctx.state.input, now());
    ctx.status = 201;
    ctx.body = { message: SUBSCRIBED_MESSAGE };
  });

  return router;
}
