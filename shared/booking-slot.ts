/** Which slot a booking holds: its calendar day in the business zone plus its time label. */
import { dayKeyInZone, isProvisionalSchedule } from '#shared/booking-window';
import { isCancelled, type CallChange } from '#shared/schemas/booking';

/** A booked call's time as stored or as submitted. */
export interface Schedule {
  scheduledDate: string | Date;
  scheduledTime: string;
}

/** 'YYYY-MM-DD|3:00 PM', or null for lander-d's provisional placeholder, which holds no slot. */
export function slotKey(schedule: Schedule, timeZone: string): string | null {
  const date = new Date(schedule.scheduledDate);
  if (Number.isNaN(date.getTime()) || isProvisionalSchedule(date, schedule.scheduledTime, timeZone))
    return null;
  return `${dayKeyInZone(date, timeZone)}|${schedule.scheduledTime}`;
}

/** The slot a stored booking holds: none once its call is cancelled, so the slot is free again. */
export function heldSlot(booking: Schedule & { call?: CallChange }, timeZone: string): string | null {
  return isCancelled(booking) ? null : slotKey(booking, timeZone);
}
