/**
 * Server-only booking rules on top of the shared schema: a real slot, a day inside the booking
 * window, a slot that has not started yet and is open (weekly hours, blocked days and slots),
 * all in the business time zone, and the limits on who may book (one upcoming call per phone
 * number and email address, a few per client address). lander-d's provisional placeholder is
 * exempt from the slot rules.
 */
import { createHash } from 'node:crypto';
import {
  dayKeyInZone,
  isBookableDay,
  isProvisionalSchedule,
  isTimeSlot,
  slotHour,
  zonedTime,
} from '#shared/booking-window';
import { BOOKING_WINDOW_DAYS } from '#shared/limits';
import { ALREADY_BOOKED_MESSAGE } from '#shared/booking-messages';
import { BUSINESS } from '#shared/business';
import { conflict, fieldError } from '../../lib/http-errors';
import type { BookingLimits, LimitRefusal } from '../../store/repository';
import { closedTimesOnDay } from '../availability/closed-times';
import { EDIT_TOKEN_LIFETIME_MS } from './edit-token';
import type { LeadDeps } from './index';

export const SLOT_MESSAGE = 'Please choose one of the available times';
/** The window's refusal, for the booking pages' window or the owner's wider one. */
export const windowMessage = (days: number) => `Please choose a date between today and ${days} days from now`;
export const WINDOW_MESSAGE = windowMessage(BOOKING_WINDOW_DAYS);
export const SLOT_TAKEN_MESSAGE = 'That time was just booked by someone else. Please choose another time.';
export const EDIT_REFUSED =
  'This booking cannot be changed: its edit token is missing, wrong or no longer valid';
export const BOOKING_NOT_FOUND = 'No booking has this id';
export const BOOKING_WITHDRAWN = 'This booking was withdrawn and cannot be created again';
export { ALREADY_BOOKED_MESSAGE };
export const ADDRESS_LIMIT_MESSAGE = `Too many calls are booked from this network. Please call us at ${BUSINESS.phone.display} to book yours.`;

/** The 409 of a booking the limits refused. */
export const limitConflict = (reason: LimitRefusal) =>
  conflict(reason === 'contact-booked' ? ALREADY_BOOKED_MESSAGE : ADDRESS_LIMIT_MESSAGE);

/** The limits a new booking is checked against now. */
export function bookingLimits(deps: Pick<LeadDeps, 'maxCallsPerAddress'>, now: Date): BookingLimits {
  return {
    now,
    provisionalSince: new Date(now.getTime() - EDIT_TOKEN_LIFETIME_MS),
    maxPerClient: deps.maxCallsPerAddress,
  };
}

/** What a booking stores of its client's address key (an IPv6 /64 as one): only a hash. */
export const clientKeyHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Throws the taken slot's 409 when the schedule falls in closed or blocked time (the same answer,
 * so a picker treats both alike). The provisional placeholder holds no slot and passes. Every
 * path that books or moves a call calls this after assertBookable().
 */
export async function assertSlotOpen(
  deps: Pick<LeadDeps, 'store' | 'timeZone'>,
  schedule: { scheduledDate: Date | string; scheduledTime: string },
): Promise<void> {
  const date = new Date(schedule.scheduledDate);
  if (isProvisionalSchedule(date, schedule.scheduledTime, deps.timeZone)) return;
  const closed = await closedTimesOnDay(deps, dayKeyInZone(date, deps.timeZone));
  if (closed.includes(schedule.scheduledTime)) throw conflict(SLOT_TAKEN_MESSAGE);
}

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
