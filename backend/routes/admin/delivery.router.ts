/**
 * /api/admin delivery routes: the messages of leads (by state or by lead), "Retry now", and the
 * delivery settings with a test email. Sessions only.
 */
import Router from '@koa/router';
import { DeliveryListQuerySchema, type DeliveryListQuery } from '#shared/schemas/delivery';
import type { AppDeps } from '../../deps';
import { messagesOf } from '../../delivery/lead-messages';
import { conflict, notFound } from '../../lib/http-errors';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validateQuery, type QueryState } from '../../middlewares/validate';

export function createDeliveryRouter(deps: AppDeps): Router<UserState> {
  const { store, sessions, delivery } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin' });
  router.use(requireSession(sessions));

  router.get<QueryState<DeliveryListQuery>>(
    '/deliveries',
    validateQuery(DeliveryListQuerySchema),
    async (ctx) => {
      const { state, leadIds, limit, offset } = ctx.state.query;
      if (leadIds) {
        const items = (await messagesOf(store, leadIds)).filter((m) => state.includes(m.state));
        ctx.set('X-Total-Count', String(items.length));
        ctx.body = items;
        return;
      }
      const { items, total } = await store.deliveries.listInStates(state, { limit: limit ?? 100, offset });
      ctx.set('X-Total-Count', String(total));
      ctx.body = items;
    },
  );

  router.post('/deliveries/:id/retry', async (ctx) => {
    const result = await delivery.retryNow(ctx.params.id);
    if (result.status === 'not-found') throw notFound('No message has this id');
    if (result.status === 'done') throw conflict(`This message is already ${result.record.state}`);
    ctx.body = result.record;
  });

  router.get('/delivery-settings', async (ctx) => {
    ctx.body = await delivery.settings();
  });

  router.post('/delivery-settings/test-email', async (ctx) => {
    ctx.body = await delivery.testEmail();
  });

  return router;
}
