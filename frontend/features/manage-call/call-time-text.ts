/** The call's time as the homeowner reads it, always in the business's zone, named. */
import { dayKeyInZone } from '#shared/booking-window';
import type { ManagedCall } from '#shared/schemas/manage-call';

// The day key is a calendar day: formatted at its noon in UTC it cannot slip to a neighbour.
const weekdayMonthDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Thursday, March 5 at 10:00 AM Eastern Time'. */
export function callTimeText(
  call: Pick<ManagedCall, 'scheduledDate' | 'scheduledTime' | 'timeZone' | 'timeZoneName'>,
): string {
  const dayKey = dayKeyInZone(new Date(call.scheduledDate), call.timeZone);
  const day = weekdayMonthDay.format(new Date(`${dayKey}T12:00:00Z`));
  return `${day} at ${call.scheduledTime} ${call.timeZoneName}`;
}
