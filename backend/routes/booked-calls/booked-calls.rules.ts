/**
 * Server-only booking rules on top of the shared schema: a real slot, a day inside the booking
 * window and a slot that has not started yet, all in the business time zone. lander-d's
 * provisional placeholder is exempt from all of them.
 */
import type { Middleware } from 'koa';
import {
  DAY_KEY,
  dayKeyInZone,
  isBookableDay,
  isProvisionalSchedule,
  isTimeSlot,
  slotHour,
  startOfDayInZone,
  zonedTime,
} from '#shared/booking-window';
import { BOOKING_WINDOW_DAYS } from '#shared/limits';
import { fieldError } from '../../lib/http-errors';

export const SLOT_MESSAGE = 'Please choose one of the available times';
export const WINDOW_MESSAGE = `Please choose a date between today and ${BOOKING_WINDOW_DAYS} days from now`;
export const SLOT_TAKEN_MESSAGE = 'That time was just booked by someone else. Please choose another time.';

/**
 * Throws the 400 for a schedule that cannot be booked now. The placeholder is accepted only
 * where a booking starts (lander-d's step 1); a move must go to a real slot.
 */
export function assertBookable(
  schedule: { scheduledDate: Date; scheduledTime: string },
  now: Date,
  timeZone: string,
  options: { placeholder: 'allow' | 'refuse' } = { placeholder: 'allow' },
): void {
  const { scheduledDate, scheduledTime } = schedule;
  if (isProvisionalSchedule(scheduledDate, scheduledTime, timeZone)) {
    if (options.placeholder === 'allow') return;
    throw fieldError('scheduledTime', SLOT_MESSAGE);
  }
  if (!isTimeSlot(scheduledTime)) throw fieldError('scheduledTime', SLOT_MESSAGE);
  const day = dayKeyInZone(scheduledDate, timeZone);
  if (!isBookableDay(day, now, timeZone)) throw fieldError('scheduledDate', WINDOW_MESSAGE);
  // Today's slots that have already started are hidden by the form; refuse them here too.
  if (zonedTime(day, slotHour(scheduledTime), 0, timeZone).getTime() <= now.getTime()) {
    throw fieldError('scheduledTime', SLOT_MESSAGE);
  }
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The business day a /date/:date parameter names: a plain 'YYYY-MM-DD' as is, an ISO timestamp
 * (what the booking forms send: local midnight) as its day in the business zone.
 */
export function dayKeyFromParam(param: string, timeZone: string): string | undefined {
  if (DAY_KEY.test(param)) {
    const [y, m, d] = param.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.toISOString().slice(0, 10) === param ? param : undefined;
  }
  if (!ISO_TIMESTAMP.test(param)) return undefined;
  const date = new Date(param);
  return Number.isNaN(date.getTime()) ? undefined : dayKeyInZone(date, timeZone);
}

/**
 * A body whose scheduledDate is a plain 'YYYY-MM-DD' means that business day. Left to the
 * schema's date coercion it would be UTC midnight, which is the previous evening in New York,
 * and the booking would land on the day before. Runs before validate().
 */
export function plainDateAsBusinessDay(timeZone: string): Middleware {
  return async (ctx, next) => {
    const body = ctx.request.body as { scheduledDate?: unknown } | undefined;
    const date = body?.scheduledDate;
    if (typeof date === 'string' && DAY_KEY.test(date.trim()) && dayKeyFromParam(date.trim(), timeZone)) {
      body!.scheduledDate = startOfDayInZone(date.trim(), timeZone).toISOString();
    }
    await next();
  };
}
