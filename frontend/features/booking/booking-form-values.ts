/**
 * The booking form's values and the request bodies built from them. One react-hook-form form
 * holds the contact fields and the schedule, so the shared BookingSchema validates it all.
 */
import type { DefaultValues } from 'react-hook-form';
import { BOOKING_DEFAULT_SERVICE, BOOKING_REFERRERS, PROVISIONAL_BOOKING } from '#shared/options';
import type { Booking, BookingInput } from '#shared/schemas/booking';
import { scheduledDateFor } from '../../components/date-slot-picker/availability';
import { currentAttribution } from '../../lib/attribution';

/**
 * What the form holds: the schema's input. scheduledDate holds the picker's 'YYYY-MM-DD' day key
 * ('' until chosen); the schema types it `unknown` because it coerces, so read it with dayKeyOf().
 */
export type BookingFormValues = BookingInput;

/** The chosen day key held in the form, or null. */
export function dayKeyOf(scheduledDate: unknown): string | null {
  return typeof scheduledDate === 'string' && scheduledDate !== '' ? scheduledDate : null;
}

/** Which landing page a booking came from. */
export type BookingReferrer = (typeof BOOKING_REFERRERS)[number];

/** An empty form; willShowUp stays unset until the visitor answers Yes or No. */
export const EMPTY_BOOKING_FORM: DefaultValues<BookingFormValues> = {
  scheduledDate: '',
  scheduledTime: '',
  name: '',
  phone: '',
  email: '',
  address: '',
  zipcode: '',
  willShowUp: undefined,
  website: '',
};

/** The six fields of lander-d's first step (BookingContactSchema's keys), in screen order. */
export const CONTACT_FIELDS = ['name', 'phone', 'email', 'address', 'zipcode', 'willShowUp'] as const;

/** The contact details as the schema outputs them. */
export type BookingContact = Pick<Booking, (typeof CONTACT_FIELDS)[number]>;

/** POST /api/booked-calls. */
export interface BookingBody extends BookingContact {
  id: string;
  /** Midnight of the chosen day in the business time zone, as an ISO timestamp. */
  scheduledDate: string;
  scheduledTime: string;
  service: string;
  referrer: BookingReferrer;
  attribution: Booking['attribution'];
  website?: string;
}

/** PATCH /api/booked-calls/:id. */
export interface RescheduleBody {
  scheduledDate: string;
  scheduledTime: string;
}

/** A create body without its client id (the id is chosen from this content). */
export type BookingDraft = Omit<BookingBody, 'id'>;

/** The create body for a contact and a schedule (willShowUp is always true: No never books). */
export function bookingDraft(
  contact: BookingContact & { website?: string },
  schedule: { dayKey: string; time: string },
  referrer: BookingReferrer,
): BookingDraft {
  return {
    scheduledDate: scheduledDateFor(schedule.dayKey),
    scheduledTime: schedule.time,
    name: contact.name,
    phone: contact.phone,
    email: contact.email,
    address: contact.address,
    zipcode: contact.zipcode,
    service: BOOKING_DEFAULT_SERVICE,
    willShowUp: true,
    referrer,
    attribution: currentAttribution(),
    ...(contact.website ? { website: contact.website } : {}),
  };
}

/** lander-d's first-step record: the contact details with the placeholder schedule. */
export function provisionalDraft(contact: BookingContact & { website?: string }): BookingDraft {
  return bookingDraft(
    contact,
    { dayKey: PROVISIONAL_BOOKING.date, time: PROVISIONAL_BOOKING.time },
    'lander-d',
  );
}
