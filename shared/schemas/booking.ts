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
  labelText,
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
  referrer: labelText(TEXT_LIMITS.source).optional().default('lander-c'),
  capturedAt: CapturedAtField,
  attribution: AttributionSchema,
  website: HoneypotField,
});

/** PATCH /api/booked-calls/:id: only the schedule changes. */
export const RescheduleSchema = ScheduleSchema;

/** The path of one booking (PATCH and DELETE /api/booked-calls/:id). */
export const BookingParamsSchema = z.object({ id: ClientIdSchema });

/**
 * POST /api/booked-calls?replaces=:id: lander-d's new booking replaces its earlier placeholder (the
 * edit token rides in its header). The placeholder stops counting toward the one-call limits and is
 * withdrawn once the new booking is stored: create first, withdraw after.
 */
export const BookingCreateQuerySchema = z.object({ replaces: ClientIdSchema.optional() });
export type BookingCreateQuery = z.output<typeof BookingCreateQuerySchema>;

/** What the booking form holds before parsing. */
export type BookingInput = z.input<typeof BookingSchema>;
/** A parsed, valid booking. */
export type Booking = z.output<typeof BookingSchema>;
/** A parsed reschedule. */
export type Reschedule = z.output<typeof RescheduleSchema>;

/** A call's time as stored: the day as an ISO timestamp and the slot label. */
export interface StoredSchedule {
  scheduledDate: string;
  scheduledTime: string;
}

/** What happened to a booked call since it was booked (absent: booked, never changed). */
export interface CallChange {
  state: 'rescheduled' | 'cancelled';
  /** 'homeowner' or the admin's username. */
  by: string;
  /** ISO timestamp of the change. */
  at: string;
  /** rescheduled: the time before the last move. */
  previous?: StoredSchedule;
  /** cancelled by the owner: an optional reason; marked Spam: 'Marked Spam'. */
  reason?: string;
}

/** Who changed a call when the homeowner did it through the manage link. */
export const HOMEOWNER = 'homeowner';

/** A stored booking; scheduledDate is kept as an ISO timestamp. */
export interface BookingRecord extends Omit<Booking, 'id' | 'website' | 'scheduledDate'> {
  id: string;
  scheduledDate: string;
  createdAt: string;
  updatedAt?: string;
  /** iCalendar SEQUENCE of the call's event: +1 on each move or cancel (absent: 0). */
  sequence?: number;
  call?: CallChange;
}

/** Whether the booking's call was cancelled (it then holds no slot and is not upcoming). */
export const isCancelled = (booking: Pick<BookingRecord, 'call'>) => booking.call?.state === 'cancelled';

/** The reason a call cancelled by marking its lead Spam carries. */
export const SPAM_CANCEL_REASON = 'Marked Spam';

/** POST /api/admin/leads/:id/cancel-call's reason, at most this long. */
export const CANCEL_REASON_MAX = 500;

/** GET /api/booked-calls/date/:date. */
export interface Availability {
  bookedTimes: string[];
}

/** GET /api/booked-calls/closed-days: the days ('YYYY-MM-DD') with no open slot, from today on. */
export interface ClosedDays {
  closedDays: string[];
}
