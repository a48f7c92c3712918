/**
 * The clock of the benchmarked server. The booking window holds only 65 slots (13 a day, today
 * and 4 more days), far fewer than a benchmark books, so each booking request names a bench
 * day in an `x-bench-day` header and books a slot on that day; the server's "today" follows
 * the highest day seen, three days behind it, at the same time of day as the real clock's
 * offset from the start (minutes: before 9 AM, so every slot of "today" is still bookable).
 * Everything else about the server is the production code.
 */
import { addDays, dayKeyInZone, startOfDayInZone } from '../shared/booking-window';

export const BENCH_DAY_HEADER = 'x-bench-day';

/** The first bench day: today in the business zone (the 5-year prefill ends yesterday). */
export function benchBaseDay(timeZone: string, now = new Date()): string {
  return dayKeyInZone(now, timeZone);
}

/** The business day that bench day `n` is. */
export function benchDay(baseDay: string, n: number): string {
  return addDays(baseDay, n);
}

export function createBenchClock(baseDay: string, timeZone: string) {
  const started = Date.now();
  let highest = 0;
  // Midnight of each bench day, computed once (the clock is read several times per request).
  const midnights = new Map<number, number>();
  const midnight = (n: number) => {
    let t = midnights.get(n);
    if (t === undefined) midnights.set(n, (t = startOfDayInZone(benchDay(baseDay, n), timeZone).getTime()));
    return t;
  };
  return {
    /** Note the bench day of a request (called before the app sees it). */
    see(header: string | string[] | undefined): void {
      const day = Number(Array.isArray(header) ? header[0] : header);
      if (Number.isInteger(day) && day > highest) highest = day;
    },
    now(): Date {
      return new Date(midnight(Math.max(0, highest - 3)) + ((Date.now() - started) % 3_600_000));
    },
  };
}
