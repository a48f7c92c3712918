/**
 * DELETE /api/booked-calls/:id: withdraw a provisional booking, because its visitor went back
 * and saved changed details as a new one. A repeat finds nothing (the record is gone) and gets
 * the 404 of an id never stored; a late create of it gets 410 (book-call.ts). The token's hour
 * limits moves only: a placeholder with no slot may be withdrawn by its token at any age.
 */
import { forbidden, notFound } from '../../lib/http-errors';
import type { StoredBooking } from '../../store/repository';
import { BOOKING_NOT_FOUND, EDIT_REFUSED } from './booking-rules';
import { stillProvisional, tokenMatches } from './edit-token';
import type { LeadDeps } from './index';

/** Whether `token` may withdraw the booking: its own, and the booking still has no slot. */
export const withdrawable = (booking: StoredBooking, token: string, timeZone: string) =>
  tokenMatches(booking, token) && stillProvisional(booking, timeZone);

export async function withdrawCall(deps: LeadDeps, id: string, token: string): Promise<void> {
  const { store, timeZone } = deps;
  const booking = await store.bookings.findById(id);
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  if (!tokenMatches(booking, token)) throw forbidden(EDIT_REFUSED);
  // Checked again in the step that removes it: a move that won the race keeps its booking.
  const result = await store.bookings.withdraw(id, (b) => withdrawable(b, token, timeZone));
  if (result.status === 'not-found') throw notFound(BOOKING_NOT_FOUND);
  if (result.status === 'refused') throw forbidden(EDIT_REFUSED);
}
