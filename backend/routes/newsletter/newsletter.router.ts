/** /api/newsletter: blog newsletter signups, one per address. */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { NewsletterSchema, type NewsletterRecord } from '../../../shared/schemas/newsletter';
import type { AppDeps } from '../../deps';
import { validate } from '../../middlewares/validate';
import { isBot } from '../create-answer';

export const SUBSCRIBED_MESSAGE = 'Thanks for subscribing!';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed.';

export function createNewsletterRouter(deps: AppDeps): Router {
  const { store, now, rateLimit } = deps;
  const router = new Router({ prefix: '/api/newsletter' });

  router.post('/', rateLimit('newsletter'), validate(NewsletterSchema), async (ctx) => {
    const { email, source, website } = ctx.state.input;
    const record: NewsletterRecord = { id: randomUUID(), email, source, createdAt: now().toISOString() };
    if (isBot(website)) {
      ctx.status = 201;
      ctx.body = { ...record, message: SUBSCRIBED_MESSAGE };
      return;
    }
    const result = await store.newsletter.subscribe(record);
    if (result.created) {
      ctx.status = 201;
      ctx.body = { ...result.record, message: SUBSCRIBED_MESSAGE };
    } else {
      ctx.status = 200;
      ctx.body = { ...result.existing, message: ALREADY_SUBSCRIBED_MESSAGE };
    }
  });

  return router;
}
