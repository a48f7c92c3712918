/** /api/phone-clicks: taps on phone links (public create, admin list). */
import Router from '@koa/router';
import { PhoneClickSchema } from '#shared/schemas/phone-click';
import type { AppDeps } from '../../deps';
import { requireSession } from '../../middlewares/auth';
import { validate, validateQuery } from '../../middlewares/validate';
import { recordPhoneClick } from '../../services/phone-clicks';
import { answerSaved } from '../create-answer';
import { ListQuerySchema, answerList, type ListState } from '../list-query';

export function createPhoneClicksRouter(deps: AppDeps): Router {
  const { store, now, rateLimit, sessions } = deps;
  const router = new Router({ prefix: '/api/phone-clicks' });

  router.post('/', rateLimit('phone-clicks'), validate(PhoneClickSchema), async (ctx) => {
    answerSaved(ctx, await recordPhoneClick(store, ctx.state.input, now()));
  });

  router.get<ListState>('/', requireSession(sessions), validateQuery(ListQuerySchema), (ctx) =>
    answerList(ctx, store.phoneClicks, ctx.state.query),
  );

  return router;
}
