/**
 * The current minute, for the bookable days and the slots still ahead today. It is null while
 * prerendering and hydrating: the static HTML is built days before it is read, so anything
 * that depends on "now" is rendered only in the browser, after hydration.
 */
import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE / 4);
  return () => clearInterval(timer);
}

// A number, so the snapshot stays equal (no re-render) until the minute changes.
const currentMinute = () => Math.floor(Date.now() / MINUTE);
const noClockOnServer = () => null;

/** Now (to the minute), or null before the page has hydrated. */
export function useBusinessClock(): Date | null {
  const minute = useSyncExternalStore(subscribe, currentMinute, noClockOnServer);
  return minute === null ? null : new Date(minute * MINUTE);
}
