/**
 * A booking with a real slot tells the owner and confirms to the homeowner (lander-d's
 * placeholder waits for its step 2). Awaited: the messages are durable before the answer; their
 * ids are per lead and channel, so announcing a booking again adds only what is missing.
 */
import { slotKey } from '#shared/booking-slot';
import { publicBooking } from '../../presenters/booking.presenter';
import type { StoredBooking } from '../../store/repository';
import type { LeadDeps } from './index';

export async function announceCall(deps: LeadDeps, booking: StoredBooking): Promise<void> {
  const { store, timeZone, delivery } = deps;
  if (slotKey(booking, timeZone) === null) return;
  const messages = delivery.messagesFor({ kind: 'booking', record: publicBooking(booking) });
  const results = await Promise.all(messages.map((m) => store.deliveries.insertIfAbsent(m)));
  if (results.some((r) => r.created)) delivery.wake();
}
