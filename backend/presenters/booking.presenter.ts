/**
 * What the booked-calls endpoints may answer. The edit and manage tokens' hashes stay on the server: every
 * answer that carries a booking (create, replay, admin list) goes through publicBooking().
 */
import type { BookingRecord } from '#shared/schemas/booking';
import type { StoredBooking } from '../store/repository';

/** A booking without the server's secrets. */
export function publicBooking(booking: StoredBooking): BookingRecord {
  const { editTokenHash: _secret, manageTokenHash: _manageSecret, ...shown } = booking;
  return shown;
}

/** The answer to a create: the booking and, for lander-d's step 1, the token its step 2 needs. */
export function bookingAnswer({ booking, editToken }: { booking: StoredBooking; editToken?: string }) {
  return { ...publicBooking(booking), ...(editToken ? { editToken } : {}) };
}

/** The answer to a move: which booking and its new schedule, and no personal data. */
export function scheduleOf(
  booking: StoredBooking,
): Pick<BookingRecord, 'id' | 'scheduledDate' | 'scheduledTime'> {
  return { id: booking.id, scheduledDate: booking.scheduledDate, scheduledTime: booking.scheduledTime };
}
