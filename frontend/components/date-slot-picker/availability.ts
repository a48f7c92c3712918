/**
 * A day's taken times (GET /api/booked-calls/date/:date), which every date and slot picker
 * hides: the booking pages', the homeowner's manage page's and the owner's; and the days with
 * no open slot at all (GET /api/booked-calls/closed-days), which their calendars grey out.
 */
import { useQuery, type QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { BUSINESS } from '#shared/business';
import { startOfDayInZone } from '#shared/booking-window';
import type { Availability, ClosedDays } from '#shared/schemas/booking';
import { getQueryFn } from '../../lib/api-request';

/** How long a read of taken times or closed days may take: past it the picker offers "Try again". */
export const AVAILABILITY_TIMEOUT_MS = 8_000;

/** The default read, with a time limit: a read that never answers (bad Wi-Fi) would load for ever. */
const readInTime = <T>(context: QueryFunctionContext): Promise<T> =>
  Promise.race([
    getQueryFn(context) as Promise<T>,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('No answer in time')), AVAILABILITY_TIMEOUT_MS),
    ),
  ]);

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

const CLOSED_DAYS_KEY = ['/api/booked-calls/closed-days'] as const;
const NONE_CLOSED: ReadonlySet<string> = new Set();
const asDaySet = (data: ClosedDays): ReadonlySet<string> => new Set(data.closedDays);

/** After the owner changes hours or blocks: every picker's view of the days is out of date. */
export function refreshOpenTime(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ALL_AVAILABILITY_KEY });
  void queryClient.invalidateQueries({ queryKey: CLOSED_DAYS_KEY });
}

/** The days closed whole (a holiday, a closed weekday); none while unknown or offline. */
export function useClosedDays(enabled: boolean): ReadonlySet<string> {
  const closed = useQuery<ClosedDays, Error, ReadonlySet<string>>({
    queryKey: CLOSED_DAYS_KEY,
    queryFn: readInTime<ClosedDays>,
    enabled,
    select: asDaySet,
  });
  return closed.data ?? NONE_CLOSED;
}

/** The slot labels already taken on a day ('YYYY-MM-DD'); fetched only when enabled and a day is set. */
export function useAvailability(dayKey: string | null, enabled: boolean) {
  return useQuery<Availability>({
    queryKey: dayKey ? availabilityKey(scheduledDateFor(dayKey)) : [BY_DATE, 'none'],
    queryFn: readInTime<Availability>,
    enabled: enabled && dayKey !== null,
  });
}
