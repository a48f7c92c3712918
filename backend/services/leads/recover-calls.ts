/**
 * At start, before the delivery worker: every upcoming booked call gets what an older version or
 * a crash left out. A booking stored before manage links existed gets its link's hash, so the
 * link in its reminder and later emails opens; a change written without its messages (a crash
 * between the two writes) gets them, under the change's own ids, so it is announced once. Only
 * calls still ahead are read (one indexed query), and a call with nothing missing costs reads only.
 */
import { SPAM_CANCEL_REASON } from '#shared/schemas/booking';
import { deliveryId } from '../../delivery/lead-messages';
import type { StoredBooking } from '../../store/repository';
import { withManageLink } from './announce-call';
import { announceChange, sequenceOf } from './change-call';
import type { LeadDeps } from './index';

/** Marking Spam cancels silently: the cancel's reason says so. */
const silentChange = (b: StoredBooking) =>
  b.call?.state === 'cancelled' && b.call.reason === SPAM_CANCEL_REASON;

/** Whether the latest change of `booking` is missing one of the messages it queues. */
async function changeUnannounced(deps: LeadDeps, booking: StoredBooking): Promise<boolean> {
  const n = sequenceOf(booking);
  const expected = [
    ...(silentChange(booking) ? [] : deps.delivery.callChangeMessages(booking)),
    ...[deps.delivery.reminderFor(booking)].filter((m) => m !== undefined),
  ].map((m) => m.id);
  const stale = deliveryId(booking.id, 'reminder-email', n - 1);
  const found = await deps.store.deliveries.findByIds([...expected, stale]);
  const pendingStale = found.some((m) => m.id === stale && (m.state === 'queued' || m.state === 'retrying'));
  return pendingStale || found.filter((m) => m.id !== stale).length < expected.length;
}

/** Answers how many calls were given something (a link's hash, a change's messages). */
export async function recoverUpcomingCalls(deps: LeadDeps): Promise<number> {
  let recovered = 0;
  for (const stored of await deps.store.bookings.callsFrom(deps.now())) {
    const booking = await withManageLink(deps, stored);
    let changed = booking !== stored;
    if (sequenceOf(booking) > 0 && (await changeUnannounced(deps, booking))) {
      await announceChange(deps, booking, silentChange(booking));
      changed = true;
    }
    if (changed) recovered++;
  }
  return recovered;
}
