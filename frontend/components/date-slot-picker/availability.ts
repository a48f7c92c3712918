/**
 * A day's taken times (GET /api/booked-calls/date/:date), which every date and slot picker
 * hides: the booking pages', the homeowner's manage page's and the owner's.
 */
import { useQuery } from '@tanstack/react-query';
import { BUSINESS } from '#shared/business';
import { startOfDayInZone } from '#shared/booking-window';
import type { Availability } from '#shared/schemas/booking';

const BY_DATE = '/api/booked-calls/date';

/** The scheduledDate sent for a day: its start in the business time zone. */
export function scheduledDateFor(dayKey: string): string {
  return startOfDayInZone(dayKey, BUSINESS.timeZone).toISOString();
}

/** Query key of a day's taken times; the default query function turns it into the URL. */
export function availabilityKey(scheduledDate: string) {
  return [BY_DATE, scheduledDate] as const;
}

/** The key every day's taken times start with: refresh them all after a booking changes. */
export const ALL_AVAILABILITY_KEY = [BY_DATE] as const;

/** The slot labels already taken on a day ('YYYY-MM-DD'); fetched only when enabled and a day is set. */
export function useAvailability(dayKey: string | null, enabled: boolean) {
  return useQuery<Availability>({
    queryKey: dayKey ? availabilityKey(scheduledDateFor(dayKey)) : [BY_DATE, 'none'],
    enabled: enabled && dayKey !== null,
  });
}
