/**
 * The clock of the benchmarked server. The booking window holds only 65 slots (13 a day, today
 * and 4 more days), far fewer than a benchmark books, so each booking request names a bench
 * day in an `x-bench-day` header and books a slot on that day. While the server handles such a
 * request, its clock reads two days before that day, at the real clock's offset from the start
 * modulo one hour (so before 9 AM, and every slot of the day is still bookable): the day is then
 * always inside the window, however late the request arrives behind the ones after it. (A
 * shared "today" that followed the highest day seen refused the odd request that a connection
 * sent late.) Other requests read two days before the highest day seen. Everything else about
 * the server is the production code.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { addDays, dayKeyInZone, startOfDayInZone } from '#shared/booking-window';

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
  const requestDay = new AsyncLocalStorage<number>();
  let highest = 0;
  // Midnight of each bench day, computed once (the clock is read several times per request).
  const midnights = new Map<number, number>();
  const midnight = (n: number) => {
    let t = midnights.get(n);
    if (t === undefined) midnights.set(n, (t = startOfDayInZone(benchDay(baseDay, n), timeZone).getTime()));
    return t;
  };
  return {
    /** Handle a request: one naming a bench day runs with the clock on that day. */
    run(header: string | string[] | undefined, handle: () => void): void {
      const day = Number(Array.isArray(header) ? header[0] : header);
      if (!Number.isInteger(day) || day < 0) return handle();
      if (day > highest) highest = day;
      requestDay.run(day, handle);
    },
    now(): Date {
      const day = requestDay.getStore() ?? highest;
      return new Date(midnight(Math.max(0, day - 2)) + ((Date.now() - started) % 3_600_000));
    },
  };
}
