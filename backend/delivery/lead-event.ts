/** A stored lead that causes messages: an estimate request, or a booking with a real slot. */
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import type { DeliveryEvent } from '#shared/schemas/delivery';
import type { LeadKind } from '#shared/schemas/lead';
import { publicBooking } from '../presenters/booking.presenter';
import type { Repositories } from '../store/repository';

export type Lead = { kind: 'contact'; record: ContactRecord } | { kind: 'booking'; record: BookingRecord };

/** The webhook event name of a lead. */
export const eventOf = (lead: Lead): DeliveryEvent =>
  lead.kind === 'contact' ? 'lead.created' : 'booking.created';

/** A stored lead by its id (of `kind` only, when given), as it is shown: a booking without its secrets. */
export async function findLead(store: Repositories, id: string, kind?: LeadKind): Promise<Lead | undefined> {
  const contact = kind === 'booking' ? undefined : await store.contacts.findById(id);
  if (contact) return { kind: 'contact', record: contact };
  const booking = kind === 'contact' ? undefined : await store.bookings.findById(id);
  return booking && { kind: 'booking', record: publicBooking(booking) };
}
