/**
 * Server-only booking rules on top of the shared schema: a real slot, a day inside the booking
 * window and a slot that has not started yet, all in the business time zone. lander-d's
 * provisional placeholder is exempt from all of them.
 */
import {
  dayKeyInZone,
  isBookableDay,
  isProvisionalSchedule,
  isTimeSlot,
  slotHour,
  zonedTime,
} from '#shared/booking-window';
import { BOOKING_WINDOW_DAYS } from '#shared/limits';
import { fieldError } from '../../lib/http-errors';

export const SLOT_MESSAGE = 'Please choose one of the available times';
/** The window's refusal, for the booking pages' window or the owner's wider one. */
export const windowMessage = (days: number) => `Please choose a date between today and ${days} days from now`;
export const WINDOW_MESSAGE = windowMessage(BOOKING_WINDOW_DAYS);
export const SLOT_TAKEN_MESSAGE = 'That time was just booked by someone else. Please choose another time.';
export const EDIT_REFUSED =
  'This booking cannot be changed: its edit token is missing, wrong or no longer valid';
export const BOOKING_NOT_FOUND = 'No booking has this id';

/**
 * Throws the 400 for a schedule that cannot be booked now. The placeholder is accepted only
 * where a booking starts (lander-d's step 1); a move must go to a real slot.
 */
export function assertBookable(
  schedule: { scheduledDate: Date; scheduledTime: string },
  now: Date,
  timeZone: string,
  options: { placeholder: 'allow' | 'refuse'; windowDays?: number } = { placeholder: 'allow' },
): void {
  const { scheduledDate, scheduledTime } = schedule;
  if (isProvisionalSchedule(scheduledDate, scheduledTime, timeZone)) {
    if (options.placeholder === 'allow') return;
    throw fieldError('scheduledTime', SLOT_MESSAGE);
  }
  if (!isTimeSlot(scheduledTime)) throw fieldError('scheduledTime', SLOT_MESSAGE);
  const day = dayKeyInZone(scheduledDate, timeZone);
  if (!isBookableDay(day, now, timeZone, options.windowDays))
    throw fieldError('scheduledDate', windowMessage(options.windowDays ?? BOOKING_WINDOW_DAYS));
  // Today's slots that have already started are hidden by the form; refuse them here too.
  if (zonedTime(day, slotHour(scheduledTime), 0, timeZone).getTime() <= now.getTime()) {
    throw fieldError('scheduledTime', SLOT_MESSAGE);
  }
}
