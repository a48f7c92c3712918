/**
 * Valid POST /api/booked-calls bodies. The default schedule is 3:00 PM two days from today in
 * the business zone: always inside the booking window and never already started.
 */
import { bookableDayKeys, startOfDayInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { PROVISIONAL_BOOKING } from '#shared/options';
import type { BookingInput } from '#shared/schemas/booking';

export interface ScheduleOptions {
  /** The clock the server runs on (default: now). */
  now?: Date;
  timeZone?: string;
  /** Days after today, 0 to 4 (default 2). */
  dayIndex?: number;
}

/** scheduledDate as the booking forms send it: local midnight of a bookable day, as ISO. */
export function bookableDate(options: ScheduleOptions = {}): string {
  const timeZone = options.timeZone ?? BUSINESS.timeZone;
  const days = bookableDayKeys(options.now ?? new Date(), timeZone);
  const day = days[options.dayIndex ?? 2];
  if (!day) throw new Error(`dayIndex must be 0 to ${days.length - 1}`);
  return startOfDayInZone(day, timeZone).toISOString();
}

let visitors = 0;

/**
 * A phone number and email address no other booking of this run has: one person may hold only
 * one upcoming call, so each built booking is someone else's unless a test says otherwise.
 */
export function uniqueContact(): { phone: string; email: string } {
  visitors += 1;
  const n = (process.pid * 1000 + visitors) % 10_000_000;
  const digits = String(n).padStart(7, '0');
  return {
    phone: `(201) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    email: `homeowner-${process.pid}-${visitors}@example.com`,
  };
}

export function buildBooking(
  overrides: Partial<BookingInput> = {},
  options: ScheduleOptions = {},
): BookingInput {
  return {
    scheduledDate: bookableDate(options),
    scheduledTime: '3:00 PM',
    name: 'John Homeowner',
    ...uniqueContact(),
    address: '45 Grand Street, Hoboken, NJ',
    zipcode: '07030',
    willShowUp: true,
    referrer: 'lander-c',
    ...overrides,
  };
}

/** lander-d's first step: contact details with the provisional placeholder schedule. */
export function buildProvisionalBooking(overrides: Partial<BookingInput> = {}): BookingInput {
  return buildBooking({
    scheduledDate: PROVISIONAL_BOOKING.date,
    scheduledTime: PROVISIONAL_BOOKING.time,
    referrer: 'lander-d',
    ...overrides,
  });
}
