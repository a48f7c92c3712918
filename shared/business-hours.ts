/**
 * Time counted in opening hours (OPENING_HOURS, business time zone): "a New lead older than one
 * business hour" waited through an hour in which someone could have called it back.
 */
import { addDays, dayKeyInZone, zonedTime } from './booking-window';
import { OPENING_HOURS } from './business';

const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** Opening and closing "HH:MM" of a weekday (0 = Sunday), if open that day. */
function hoursOn(weekday: number): { opens: string; closes: string } | undefined {
  for (const group of OPENING_HOURS) {
    const [first, last = first] = group.schemaDays.split('-').map((code) => DAY_CODES.indexOf(code));
    if (weekday >= first && weekday <= last && group.opens && group.closes)
      return { opens: group.opens, closes: group.closes };
  }
  return undefined;
}

const at = (day: string, hhmm: string, timeZone: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return zonedTime(day, h, m, timeZone).getTime();
};

/** The instant `ms` of opening hours before `now` (searching back at most four weeks). */
export function businessTimeBefore(now: Date, ms: number, timeZone: string): Date {
  let remaining = ms;
  let day = dayKeyInZone(now, timeZone);
  for (let i = 0; i < 28; i++, day = addDays(day, -1)) {
    const hours = hoursOn(new Date(`${day}T12:00:00Z`).getUTCDay());
    if (!hours) continue;
    const start = at(day, hours.opens, timeZone);
    const end = Math.min(at(day, hours.closes, timeZone), now.getTime());
    if (end <= start) continue;
    if (remaining <= end - start) return new Date(end - remaining);
    remaining -= end - start;
  }
  return new Date(now.getTime() - 28 * 24 * 3600_000);
}
