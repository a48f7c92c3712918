/** A stored lead that causes messages: an estimate request, or a booking with a real slot. */
import { dayKeyInZone, slotHour, zonedTime } from '../../shared/booking-window';
import type { BookingRecord } from '../../shared/schemas/booking';
import type { ContactRecord } from '../../shared/schemas/contact';
import type { DeliveryEvent } from '../../shared/schemas/delivery';

export type Lead = { kind: 'contact'; record: ContactRecord } | { kind: 'booking'; record: BookingRecord };

/** The webhook event name of a lead. */
export const eventOf = (lead: Lead): DeliveryEvent =>
  lead.kind === 'contact' ? 'lead.created' : 'booking.created';

/** The instant a booked call starts: its slot's wall-clock time on its day, in the business zone. */
export function callStart(
  booking: Pick<BookingRecord, 'scheduledDate' | 'scheduledTime'>,
  timeZone: string,
): Date {
  const day = dayKeyInZone(new Date(booking.scheduledDate), timeZone);
  return zonedTime(day, slotHour(booking.scheduledTime), 0, timeZone);
}
