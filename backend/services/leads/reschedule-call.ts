/**
 * PATCH /api/booked-calls/:id: lander-d's step 2 moves its provisional booking into a real
 * slot, once, within the edit token's lifetime. Only the holder of the token gets past.
 */
import { slotKey } from '#shared/booking-slot';
import type { Reschedule } from '#shared/schemas/booking';
import { conflict, forbidden } from '../../lib/http-errors';
import type { StoredBooking } from '../../store/repository';
import { EDIT_REFUSED, SLOT_TAKEN_MESSAGE, assertBookable, assertSlotOpen } from './booking-rules';
import { announceCall } from './announce-call';
import { stillEditable, tokenMatches } from './edit-token';
import type { LeadDeps } from './index';

/** Throws the 403 unless `token` is the booking's: anyone else learns nothing, not even if it exists. */
export async function checkEditToken(deps: LeadDeps, id: string, token: string): Promise<void> {
  const booking = token ? await deps.store.bookings.findById(id) : undefined;
  if (!booking || !tokenMatches(booking, token)) throw forbidden(EDIT_REFUSED);
}

export async function rescheduleCall(
  deps: LeadDeps,
  id: string,
  token: string,
  { scheduledDate, scheduledTime }: Reschedule,
): Promise<StoredBooking> {
  const { store, now, timeZone } = deps;
  const at = now();
  assertBookable({ scheduledDate, scheduledTime }, at, timeZone, { placeholder: 'refuse' });
  await assertSlotOpen(deps, { scheduledDate, scheduledTime });
  const change = {
    scheduledDate: scheduledDate.toISOString(),
    scheduledTime,
    updatedAt: at.toISOString(),
  };
  // The token and the booking's state are checked again in the step that moves it: of two
  // racing moves with one token, only the first finds the booking still provisional.
  const allowed = (b: StoredBooking) => tokenMatches(b, token) && stillEditable(b, at, timeZone);
  const result = await store.bookings.reschedule(id, change, allowed);
  if (result.status === 'slot-taken') throw conflict(SLOT_TAKEN_MESSAGE);
  if (result.status === 'updated') {
    await announceCall(deps, result.record);
    return result.record;
  }
  // The same move sent again (an outbox that lost the answer) changes nothing and is not an error.
  const current = await store.bookings.findById(id);
  if (!current || !tokenMatches(current, token) || slotKey(current, timeZone) !== slotKey(change, timeZone))
    throw forbidden(EDIT_REFUSED);
  await announceCall(deps, current);
  return current;
}
