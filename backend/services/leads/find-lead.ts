/** One lead of either kind by its id, as the admin may see it (a booking without its secrets). */
import { notFound } from '../../lib/http-errors';
import type { Lead } from '../../delivery/lead-event';
import { publicBooking } from '../../presenters/booking.presenter';
import type { Repositories } from '../../store/repository';

export async function findLead(store: Repositories, id: string): Promise<Lead> {
  const contact = await store.contacts.findById(id);
  if (contact) return { kind: 'contact', record: contact };
  const booking = await store.bookings.findById(id);
  if (booking) return { kind: 'booking', record: publicBooking(booking) };
  throw notFound('No lead has this id');
}
