import { BUSINESS } from '#shared/business';
import { PROVISIONAL_BOOKING } from '#shared/options';
import { dayKeyInZone, isProvisionalSchedule } from '#shared/booking-window';

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

/** A booked call's day and slot, or that it is provisional (step 1 only, no slot yet). */
export function formatSchedule(scheduledDate: string, scheduledTime: string): string {
  const d = new Date(scheduledDate);
  if (isProvisionalSchedule(d, scheduledTime, BUSINESS.timeZone))
    return `Not scheduled yet (${PROVISIONAL_BOOKING.time})`;
  const key = dayKeyInZone(d, BUSINESS.timeZone);
  return `${dayOnly.format(new Date(`${key}T12:00:00Z`))} at ${scheduledTime}`;
}

/** A span of time as the owner reads it: "45 min", "1 h 12 min", "3 days 2 h". */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`;
}
