import { BUSINESS } from '../../../shared/business';
import { PROVISIONAL_BOOKING } from '../../../shared/options';
import { dayKeyInZone, isProvisionalSchedule } from '../../../shared/booking-window';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: BUSINESS.timeZone,
});

const fullDateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: BUSINESS.timeZone,
});

const dayOnly = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A stored timestamp in US English (short month, day, hour, minute), business time zone. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : dateTime.format(d);
}

/** A stored timestamp with weekday, year and zone ('Thu, Mar 5, 2026, 1:00 PM EST'), business time zone. */
export function formatFullDateTime(iso: string | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : fullDateTime.format(d);
}

/** A booking's day and slot, or that it is a provisional (step 1 only) booking. */
export function formatSchedule(scheduledDate: string, scheduledTime: string): string {
  const d = new Date(scheduledDate);
  if (isProvisionalSchedule(d, scheduledTime, BUSINESS.timeZone))
    return `Not scheduled yet (${PROVISIONAL_BOOKING.time})`;
  const key = dayKeyInZone(d, BUSINESS.timeZone);
  return `${dayOnly.format(new Date(`${key}T12:00:00Z`))} at ${scheduledTime}`;
}
