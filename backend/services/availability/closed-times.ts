/**
 * Which slots of a day nobody may book: those outside the weekly hours, on a blocked day, or
 * blocked one by one (shared closedTimesOn), and with the booked ones, what a picker must hide.
 */
import { addDays } from '#shared/booking-window';
import { TIME_SLOTS } from '#shared/options';
import { DEFAULT_WEEKLY_HOURS, closedTimesOn, type AvailabilityRules } from '#shared/schemas/availability';
import type { Repositories, StoredAvailability } from '../../store/repository';

/** The stored rules, with the default hours while none were set. */
export const withDefaultHours = (stored: StoredAvailability): AvailabilityRules => ({
  ...stored,
  weeklyHours: stored.weeklyHours ?? DEFAULT_WEEKLY_HOURS,
});

/** The closed slots of a business day ('YYYY-MM-DD'), in slot order. */
export async function closedTimesOnDay(deps: { store: Repositories }, day: string): Promise<string[]> {
  return closedTimesOn(day, withDefaultHours(await deps.store.availability.rulesBetween(day, day)));
}

/**
 * GET /api/booked-calls/date/:date's bookedTimes: taken, closed and blocked slots alike, so an
 * older page or a cached client hides closed time too.
 */
export async function unavailableTimesOn(deps: { store: Repositories }, day: string): Promise<string[]> {
  const [booked, closed] = await Promise.all([
    deps.store.bookings.bookedTimesOn(day),
    closedTimesOnDay(deps, day),
  ]);
  const hidden = new Set([...booked, ...closed]);
  return TIME_SLOTS.filter((slot) => hidden.has(slot));
}

/**
 * GET /api/booked-calls/closed-days: the days from `from` through `days` later on which no slot is
 * open (a blocked day, a closed weekday, every slot blocked), so a picker can grey them out.
 */
export async function closedDaysFrom(
  deps: { store: Repositories },
  from: string,
  days: number,
): Promise<string[]> {
  const dayKeys = Array.from({ length: days + 1 }, (_, i) => addDays(from, i));
  const rules = withDefaultHours(await deps.store.availability.rulesBetween(from, dayKeys[days]));
  return dayKeys.filter((day) => closedTimesOn(day, rules).length === TIME_SLOTS.length);
}
