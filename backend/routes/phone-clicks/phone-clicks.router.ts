/** /api/phone-clicks: taps on phone links (public create, admin list). */
import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { PhoneClickSchema, type PhoneClick, type PhoneClickRecord } from '#shared/schemas/phone-click';
import type { AppDeps } from '../../deps';
import { requireSession } from '../../middlewares/auth';
import { validate, validateQuery } from '../../middlewares/validate';
import { answerCreated, answerReplay } from '../create-answer';
import { ListQuerySchema, answerList, type ListState } from '../list-query';

function toRecord(input: PhoneClick, now: Date): PhoneClickRecord {
  const { id, ...fields } = input;
  return { id: id ?? randomUUID(), ...fields, createdAt: now.toISOString() };
}

export function createPhoneClicksRouter(deps: AppDeps): Router {
  const { store, now, rateLimit, sessions } = deps;
  const router = new Router({ prefix: '/api/phone-clicks' });

  router.post('/', rateLimit('phone-clicks'), validate(PhoneClickSchema), async (ctx) => {
    const record = toRecord(ctx.state.input, now());
    const result = await store.phoneClicks.insertIfAbsent(record);
    if (result.created) answerCreated(ctx, result.record);
    else answerReplay(ctx, result.existing, record);
  });

  router.get<ListState>('/', requireSession(sessions), validateQuery(ListQuerySchema), (ctx) =>
    answerList(ctx, store.phoneClicks, ctx.state.query),
  );

  return router;
}
