/**
 * lander-d's edit token. Step 1 stores a provisional booking and step 2 moves it into a real
 * slot; the booking's id is no secret (it is the client's idempotency key, in the device's sent
 * log and in request logs), so the move needs this token instead: the HMAC of the id under the
 * site's manage-link key, answered with the create (and the same again by a replay, so a device
 * that missed one answer never holds a token that stopped working), stored only as its SHA-256,
 * good for one move within an hour of creation and for withdrawing the placeholder while it has no slot.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isProvisionalSchedule } from '#shared/booking-window';
import type { StoredBooking } from '../../store/repository';

/** How long after its creation a provisional booking may be moved with its token. */
export const EDIT_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The booking's token (32 bytes, base64url) and the hash to store in its place. */
export function issueEditToken(bookingId: string, key: string): { token: string; hash: string } {
  const token = createHmac('sha256', key).update(`edit-call:${bookingId}`).digest('base64url');
  return { token, hash: hashOf(token) };
}

/** Whether `token` is the one whose hash the booking keeps (compared in constant time). */
export function tokenMatches(booking: StoredBooking, token: string | undefined): boolean {
  if (!token || !booking.editTokenHash) return false;
  const [given, stored] = [Buffer.from(hashOf(token), 'hex'), Buffer.from(booking.editTokenHash, 'hex')];
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Whether the booking is still lander-d's placeholder, with no slot. */
export const stillProvisional = (booking: StoredBooking, timeZone: string) =>
  isProvisionalSchedule(new Date(booking.scheduledDate), booking.scheduledTime, timeZone);

/** Whether the booking may still be moved with a token: provisional and less than an hour old. */
export function stillEditable(booking: StoredBooking, now: Date, timeZone: string): boolean {
  const age = now.getTime() - Date.parse(booking.createdAt);
  return age <= EDIT_TOKEN_LIFETIME_MS && stillProvisional(booking, timeZone);
}
