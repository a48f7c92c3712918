/**
 * A booking with a real slot tells the owner, confirms to the homeowner and schedules the
 * homeowner's reminder (lander-d's placeholder waits for its step 2; a cancelled call is not
 * announced again). Awaited: the messages are durable before the answer; their ids are per lead
 * and channel (and sequence), so announcing a booking again adds only what is missing.
 */
import { heldSlot } from '#shared/booking-slot';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { manageToken, manageTokenHash } from '../../lib/manage-token';
import { publicBooking } from '../../presenters/booking.presenter';
import type { StoredBooking } from '../../store/repository';
import type { LeadDeps } from './index';

/** Store messages whose ids are new; wake the worker if any was. */
export async function queueMessages(deps: LeadDeps, messages: readonly DeliveryRecord[]): Promise<void> {
  const results = await Promise.all(messages.map((m) => deps.store.deliveries.insertIfAbsent(m)));
  if (results.some((r) => r.created)) deps.delivery.wake();
}

/**
 * The booking with its manage link's hash, stored now if it has none (a booking stored before
 * manage links existed), so the link in its messages opens the manage page.
 */
export async function withManageLink(deps: LeadDeps, booking: StoredBooking): Promise<StoredBooking> {
  if (booking.manageTokenHash) return booking;
  const hash = manageTokenHash(manageToken(booking.id, deps.manageKey));
  const linked = await deps.store.bookings.update(
    booking.id,
    { manageTokenHash: hash },
    (b) => !b.manageTokenHash,
  );
  return linked ?? (await deps.store.bookings.findById(booking.id)) ?? booking;
}

export async function announceCall(deps: LeadDeps, stored: StoredBooking): Promise<void> {
  const { timeZone, delivery } = deps;
  if (heldSlot(stored, timeZone) === null) return;
  const booking = await withManageLink(deps, stored);
  const record = publicBooking(booking);
  const reminder = delivery.reminderFor(record);
  await queueMessages(deps, [
    ...delivery.messagesFor({ kind: 'booking', record }),
    ...(reminder ? [reminder] : []),
  ]);
}
