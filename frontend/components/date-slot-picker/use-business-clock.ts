/**
 * The current minute, for the bookable days and the slots still ahead today. It is null while
 * prerendering and hydrating: the static HTML is built days before it is read, so anything
 * that depends on "now" is rendered only in the browser, after hydration. The first reading is
 * a transition, so the calendar it reveals renders in slices, not in one long task.
 */
import { startTransition, useEffect, useState } from 'react';
import { addZoneTable, type ZoneTable } from '#shared/zone-offset';
import { isPageHydrated } from '../../lib/hydration-state';

// Built with the site (vite.config.ts): the business zone's offsets, so that the calendar's days
// do not make the browser load Intl's locale data first, one long task on a slow phone.
const zoneTable = import.meta.env.VITE_BUSINESS_ZONE_TABLE as ZoneTable | undefined;
if (zoneTable) addZoneTable(zoneTable);

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
