/**
 * The current minute, for the bookable days and the slots still ahead today. It is null while
 * prerendering and hydrating: the static HTML is built days before it is read, so anything
 * that depends on "now" is rendered only in the browser, after hydration. The first reading is
 * a transition, so the calendar it reveals renders in slices, not in one long task.
 */
import { startTransition, useEffect, useState } from 'react';
import { prepareZone } from '../../../shared/booking-window';
import { BUSINESS } from '../../../shared/business';
import { isPageHydrated } from '../../lib/hydration-state';
import { nextTask } from '../../lib/next-task';

const MINUTE = 60_000;

// A number, so the state stays equal (no re-render) until the minute changes.
const currentMinute = () => Math.floor(Date.now() / MINUTE);

/** Now (to the minute), or null before the page has hydrated. */
export function useBusinessClock(): Date | null {
  const [minute, setMinute] = useState(() => (isPageHydrated() ? currentMinute() : null));
  useEffect(() => {
    let stopped = false;
    const tick = () => startTransition(() => setMinute(currentMinute()));
    // The first reading shows the calendar, whose first render would also load Intl's time-zone
    // data (the longest single step of it on a slow phone): that runs in a task of its own first.
    void (async () => {
      await nextTask();
      if (stopped) return;
      prepareZone(BUSINESS.timeZone);
      await nextTask();
      if (!stopped) tick();
    })();
    const timer = setInterval(tick, MINUTE / 4);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  return minute === null ? null : new Date(minute * MINUTE);
}
