/** /api/contact: estimate requests (public create, admin list with a text filter, Spam left out). */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits';
import { ContactSchema, type ContactRecord, type ContactSubmission } from '#shared/schemas/contact';
import type { AppDeps } from '../../deps';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, validateQuery, type QueryState } from '../../middlewares/validate';
import { answerCreated, answerReplay, isBot } from '../create-answer';
import { ListQuerySchema, answerLeadList } from '../list-query';

/** The admin list also filters by text in name, phone, email or city (`?q=`). */
const ContactListQuerySchema = ListQuerySchema.extend({
  q: z.string().trim().max(TEXT_LIMITS.email, 'q is too long').optional(),
});
type ContactListState = UserState & QueryState<z.output<typeof ContactListQuerySchema>>;

/** The record a submission becomes (the bench's no-store reference builds it the same way). */
export function toRecord(input: ContactSubmission, now: Date): ContactRecord {
  const { id, website: _honeypot, ...fields } = input;
  return { id: id ?? randomUUID(), ...fields, createdAt: now.toISOString() };
}

export function createContactRouter(deps: AppDeps): Router {
  const { store, now, rateLimit, sessions, delivery } = deps;
  const router = new Router({ prefix: '/api/contact' });

  router.post('/', rateLimit('contact'), validate(ContactSchema), async (ctx) => {
    const input = ctx.state.input;
    const record = toRecord(input, now());
    // The fake answer carries the client's id, as a real one would: an outbox takes only its own record.
    if (isBot(input.website)) return answerCreated(ctx, record);
    // The owner's messages are stored in the same write batch as the lead, both durable before
    // the answer; a replay stores whichever of them a crash left out.
    const result = await delivery.storeContact(record);
    if (result.created) answerCreated(ctx, result.record);
    else answerReplay(ctx, result.existing, record);
  });

  router.get<ContactListState>(
    '/',
    requireSession(sessions),
    validateQuery(ContactListQuerySchema),
    async (ctx) => {
      const { q, ...page } = ctx.state.query;
      return answerLeadList(ctx, { kind: 'contact', repo: store.contacts, inbox: store.inbox }, page, {
        text: q,
      });
    },
  );

  return router;
}
