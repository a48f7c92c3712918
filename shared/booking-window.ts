/**
 * Calendar arithmetic in the business's time zone. Booking days, "today" and slot times are the
 * business's, whatever clock the visitor's device or the server runs on, so every function
 * takes the zone explicitly and works on 'YYYY-MM-DD' day keys.
 */
import { BOOKING_WINDOW_DAYS } from './limits';
import { PROVISIONAL_BOOKING, TIME_SLOTS } from './options';
import { zoneOffsetMs } from './zone-offset';

/** The calendar day ('YYYY-MM-DD') that an instant falls on in a time zone. */
export function dayKeyInZone(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The day key a number of days after another. */
export function addDays(dayKey: string, days: number): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today and the next `windowDays` days (the visitor's booking window unless told), in the time zone. */
export function bookableDayKeys(now: Date, timeZone: string, windowDays = BOOKING_WINDOW_DAYS): string[] {
  const today = dayKeyInZone(now, timeZone);
  return Array.from({ length: windowDays + 1 }, (_, i) => addDays(today, i));
}

/** The shape of a day key. */
export const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a day ('YYYY-MM-DD') can be booked now. */
export function isBookableDay(
  dayKey: string,
  now: Date,
  timeZone: string,
  windowDays: number = BOOKING_WINDOW_DAYS,
): boolean {
  // Day keys of four-digit years sort as their days do.
  const today = dayKeyInZone(now, timeZone);
  return DAY_KEY.test(dayKey) && dayKey >= today && dayKey <= addDays(today, windowDays);
}

/** The instant a wall-clock time on a day happens in the zone (DST-aware). */
export function zonedTime(dayKey: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = dayKey.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  // Two passes settle the offset across a DST change.
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

/** Midnight at the start of a day in the zone: what the booking forms send as scheduledDate. */
export function startOfDayInZone(dayKey: string, timeZone: string): Date {
  return zonedTime(dayKey, 0, 0, timeZone);
}

/** The 24-hour clock hour of a slot label such as '1:00 PM'. */
export function slotHour(label: string): number {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label);
  if (!match) throw new Error(`Not a slot label: ${label}`);
  const h = Number(match[1]) % 12;
  return match[3] === 'PM' ? h + 12 : h;
}

/** Whether a string is one of the 13 slot labels. */
export function isTimeSlot(label: string): boolean {
  return (TIME_SLOTS as readonly string[]).includes(label);
}

/**
 * Slots a visitor may still choose on a day: all 13, minus those taken, minus those whose
 * start has passed (only possible today).
 */
export function availableSlots(
  dayKey: string,
  bookedTimes: readonly string[],
  now: Date,
  timeZone: string,
): string[] {
  return TIME_SLOTS.filter(
    (slot) =>
      !bookedTimes.includes(slot) && zonedTime(dayKey, slotHour(slot), 0, timeZone).getTime() > now.getTime(),
  );
}

/**
 * Whether a schedule is lander-d's provisional placeholder. The date is accepted as the
 * calendar day 2099-12-31 read either in UTC or in the business zone, so a client that sends
 * '2099-12-31' and one that sends local midnight both match.
 */
export function isProvisionalSchedule(date: Date, time: string, timeZone: string): boolean {
  if (time !== PROVISIONAL_BOOKING.time || Number.isNaN(date.getTime())) return false;
  return (
    date.toISOString().slice(0, 10) === PROVISIONAL_BOOKING.date ||
    dayKeyInZone(date, timeZone) === PROVISIONAL_BOOKING.date
  );
}

/** The instant a booked call starts: its slot's wall-clock time on its day, in the business zone. */
export function callStart(booking: { scheduledDate: string; scheduledTime: string }, timeZone: string): Date {
  const day = dayKeyInZone(new Date(booking.scheduledDate), timeZone);
  return zonedTime(day, slotHour(booking.scheduledTime), 0, timeZone);
}
