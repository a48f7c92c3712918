/**
 * The current minute, for the bookable days and the slots still ahead today. It is null while
 * prerendering and hydrating: the static HTML is built days before it is read, so anything
 * that depends on "now" is rendered only in the browser, after hydration. The first reading is
 * a transition, so the calendar it reveals renders in slices, not in one long task.
 */
import { startTransition, useEffect, useState } from 'react';
import '../../lib/business-zone-table';
import { isPageHydrated } from '../../lib/hydration-state';

const MINUTE = 60_000;

// A number, so the state stays equal (no re-render) until the minute changes.
const currentMinute = () => Math.floor(Date.now() / MINUTE);

/** Now (to the minute), or null before the page has hydrated. */
export function useBusinessClock(): Date | null {
  const [minute, setMinute] = useState(() => (isPageHydrated() ? currentMinute() : null));
  useEffect(() => {
    const tick = () => startTransition(() => setMinute(currentMinute()));
    tick();
    const timer = setInterval(tick, MINUTE / 4);
    return () => clearInterval(timer);
  }, []);
  return minute === null ? null : new Date(minute * MINUTE);
}
