/** A booked sales call: lander-c and lander-d's forms and /api/booked-calls share these schemas. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../limits';
import { BOOKING_DEFAULT_SERVICE } from '../options';
import { AttributionSchema } from './attribution';
import {
  CapturedAtField,
  ClientIdField,
  ClientIdSchema,
  EmailField,
  HoneypotField,
  PhoneField,
  requiredText,
} from './fields';

/** US zipcode: 5 digits or 5+4. */
export const ZIPCODE_PATTERN = /^\d{5}(-\d{4})?$/;

/** When the call is: the calendar day (any timestamp within it) and the slot label. */
export const ScheduleSchema = z.object({
  // A day ('YYYY-MM-DD'), an ISO timestamp or a Date; never a number, null or free text, which
  // a bare coercion would turn into some day in 1970 or 2001.
  scheduledDate: z
    .union([z.date(), z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Date is required' })
    .transform((v) => new Date(v))
    .refine((d) => !Number.isNaN(d.getTime()), 'Date is required'),
  scheduledTime: requiredText('Time is required', 40),
});

/** The contact details of a booking, validated on lander-d's first step. */
export const BookingContactSchema = z.object({
  name: requiredText('Name is required', TEXT_LIMITS.name),
  phone: PhoneField,
  email: EmailField,
  address: requiredText('Address is required', TEXT_LIMITS.address),
  zipcode: z
    .string({ error: 'Zipcode must be at least 5 digits' })
    .trim()
    .min(5, 'Zipcode must be at least 5 digits')
    .regex(ZIPCODE_PATTERN, 'Please enter a valid US zipcode'),
  willShowUp: z.boolean({ error: 'Please answer Yes or No' }),
});

/** POST /api/booked-calls. */
export const BookingSchema = ScheduleSchema.extend(BookingContactSchema.shape).extend({
  id: ClientIdField,
  service: requiredText('Service is required', TEXT_LIMITS.service).default(BOOKING_DEFAULT_SERVICE),
  referrer: z.string().trim().max(TEXT_LIMITS.source).optional().default('lander-c'),
  capturedAt: CapturedAtField,
  attribution: AttributionSchema,
  website: HoneypotField,
});

/** PATCH /api/booked-calls/:id: only the schedule changes. */
export const RescheduleSchema = ScheduleSchema;

/** The path of one booking (PATCH and DELETE /api/booked-calls/:id). */
export const BookingParamsSchema = z.object({ id: ClientIdSchema });

/** What the booking form holds before parsing. */
export type BookingInput = z.input<typeof BookingSchema>;
/** A parsed, valid booking. */
export type Booking = z.output<typeof BookingSchema>;
/** A parsed reschedule. */
export type Reschedule = z.output<typeof RescheduleSchema>;

/** The last change of a booked call; absent while it is booked as first chosen. */
export interface CallChange {
  state: 'rescheduled' | 'cancelled';
  /** 'homeowner' or the admin's username */
  by: string;
  at: string;
  /** rescheduled: the time before the last move */
  previous?: { scheduledDate: string; scheduledTime: string };
  /** cancelled by the owner: optional reason; marked Spam: 'Marked Spam' */
  reason?: string;
}

/** A stored booking; scheduledDate is kept as an ISO timestamp. */
export interface BookingRecord extends Omit<Booking, 'id' | 'website' | 'scheduledDate'> {
  id: string;
  scheduledDate: string;
  createdAt: string;
  updatedAt?: string;
  call?: CallChange;
}

/** GET /api/booked-calls/date/:date. */
export interface Availability {
  bookedTimes: string[];
}
