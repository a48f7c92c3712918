/**
 * /api/admin delivery routes: the messages of leads (by state or by lead), "Retry now", the
 * delivery settings with a test email, and one lead of either kind with its messages. Sessions only.
 */
import Router from '@koa/router';
import {
  DELIVERY_CHANNELS,
  DeliveryListQuerySchema,
  type DeliveryListQuery,
  type DeliveryRecord,
  type LeadDetail,
} from '../../../shared/schemas/delivery';
import type { AppDeps } from '../../deps';
import { deliveryId } from '../../delivery/lead-messages';
import { conflict, notFound } from '../../lib/http-errors';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validateQuery, type QueryState } from '../../middlewares/validate';
import { publicBooking } from '../booked-calls/booking-answers';

export function createDeliveryRouter(deps: AppDeps): Router<UserState> {
  const { store, sessions, delivery } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin' });
  router.use(requireSession(sessions));

  /** Every message of some leads, in channel order. */
  async function messagesOf(leadIds: readonly string[]): Promise<DeliveryRecord[]> {
    const ids = leadIds.flatMap((leadId) => DELIVERY_CHANNELS.map((c) => deliveryId(leadId, c)));
    const found = await Promise.all(ids.map((id) => store.deliveries.findById(id)));
    return found.filter((r): r is DeliveryRecord => r !== undefined);
  }

  router.get<QueryState<DeliveryListQuery>>(
    '/deliveries',
    validateQuery(DeliveryListQuerySchema),
    async (ctx) => {
      const { state, leadIds, limit, offset } = ctx.state.query;
      if (leadIds) {
        const items = (await messagesOf(leadIds)).filter((m) => state.includes(m.state));
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

  router.get('/leads/:id', async (ctx) => {
    const { id } = ctx.params;
    const contact = await store.contacts.findById(id);
    const booking = contact ? undefined : await store.bookings.findById(id);
    if (!contact && !booking) throw notFound('No lead has this id');
    const deliveries = await messagesOf([id]);
    ctx.body = (
      contact
        ? { kind: 'contact', record: contact, deliveries }
        : { kind: 'booking', record: publicBooking(booking!), deliveries }
    ) satisfies LeadDetail;
  });

  return router;
}
