/** A stored lead that causes messages: an estimate request, or a booking with a real slot. */
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import type { DeliveryEvent } from '#shared/schemas/delivery';

export type Lead = { kind: 'contact'; record: ContactRecord } | { kind: 'booking'; record: BookingRecord };

/** The webhook event name of a lead. */
export const eventOf = (lead: Lead): DeliveryEvent =>
  lead.kind === 'contact' ? 'lead.created' : 'booking.created';
