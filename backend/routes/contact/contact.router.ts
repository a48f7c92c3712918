/** /api/contact: estimate requests (public create, admin list with a text filter, Spam left out). */
import Router from '@koa/router';
import { z } from 'zod';
import { TEXT_LIMITS } from '#shared/limits';
import { ContactSchema } from '#shared/schemas/contact';
import { UNSUPPORTED_CHARACTER, isPlainText } from '#shared/schemas/fields';
import type { AppDeps } from '../../deps';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, validateQuery, type QueryState } from '../../middlewares/validate';
import { createEstimateRequest } from '../../services/leads';
import { answerSaved } from '../create-answer';
import { ListQuerySchema, answerLeadList } from '../list-query';

/** The admin list also filters by text in name, phone, email or city (`?q=`). */
const ContactListQuerySchema = ListQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, 'q is too long')
    .refine(isPlainText, UNSUPPORTED_CHARACTER)
    .optional(),
});
type ContactListState = UserState & QueryState<z.output<typeof ContactListQuerySchema>>;

export function createContactRouter(deps: AppDeps): Router {
  const { store, rateLimit, sessions } = deps;
  const router = new Router({ prefix: '/api/contact' });

  router.post('/', rateLimit('contact'), validate(ContactSchema), async (ctx) => {
    answerSaved(ctx, await createEstimateRequest(deps, ctx.state.input));
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
