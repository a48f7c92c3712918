/** Which slot a booking holds: its calendar day in the business zone plus its time label. */
import { dayKeyInZone, isProvisionalSchedule } from '#shared/booking-window';

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
