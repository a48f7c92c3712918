/** What the server answers a refused booking, shown as it is by the booking pages (no zod here: the pages' first script reads it). */

/**
 * The 409 of a booking by someone who already has an upcoming call (same phone number or email
 * address).
 */
export const ALREADY_BOOKED_MESSAGE =
  'A call is already booked for this phone number or email address. Your confirmation email has the link to reschedule or cancel it.';
