/**
 * A time zone's offset from UTC at an instant. Intl knows every zone, but a browser's first
 * Intl.DateTimeFormat loads ICU's locale data: 60-80 ms on this project's test machine, several
 * times that on a slow phone, in one task. So the browser can be handed a table of the business
 * zone's offsets, built with the site (`zoneTable`, run by the build in Node); `zoneOffsetMs`
 * asks Intl only for an instant outside the table or for another zone (the server: always).
 */

/** A zone's offsets over [from, to): each entry is [since (ms UTC), offset (ms)], oldest first. */
export interface ZoneTable {
  zone: string;
  from: number;
  to: number;
  offsets: [since: number, offset: number][];
}

/**
 * An en-US formatter per zone with these options, built on first use: building one costs ~0.1 ms
 * and ICU memory outside the JS heap, using one far less.
 */
export function formatterPerZone(
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    const f = formatters.get(timeZone) ?? new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(timeZone, f);
    return f;
  };
}

/** A wall-clock formatter per zone. */
const clockFormatter = formatterPerZone({
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Offset of a zone from UTC at an instant, in milliseconds, asked of Intl. */
export function intlOffsetMs(time: number, timeZone: string): number {
  const parts = clockFormatter(timeZone).formatToParts(new Date(time));
  const [y, mo, d, h, mi, s] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((type) =>
    Number(parts.find((p) => p.type === type)?.value),
  );
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(time / 1000) * 1000;
}

/** Offsets change at most once in this long in every zone of the tz database. */
const SPAN_MS = 6 * 3_600_000;

/**
 * The zone's offsets over [from, to), asked of Intl: sampled every six hours, and each change
 * found to the second by bisection. (Run at build time: about 20,000 Intl calls for ten years.)
 */
export function zoneTable(zone: string, from: number, to: number): ZoneTable {
  const offsets: ZoneTable['offsets'] = [[from, intlOffsetMs(from, zone)]];
  for (let t = from; t < to; t += SPAN_MS) {
    const next = Math.min(t + SPAN_MS, to);
    const before = offsets[offsets.length - 1][1];
    const after = intlOffsetMs(next, zone);
    if (after === before) continue;
    // The first second whose offset differs lies in (lo, hi].
    let lo = t;
    let hi = next;
    while (hi - lo > 1000) {
      const mid = lo + Math.max(1000, Math.floor((hi - lo) / 2000) * 1000);
      if (intlOffsetMs(mid, zone) === before) lo = mid;
      else hi = mid;
    }
    offsets.push([hi, intlOffsetMs(hi, zone)]);
  }
  return { zone, from, to, offsets };
}

const tables = new Map<string, ZoneTable>();

/** Answer this zone's offsets from the table where it covers the instant. */
export function addZoneTable(table: ZoneTable): void {
  tables.set(table.zone, table);
}

/** The zone's offset from a table given to addZoneTable, or undefined outside every table. */
export function tabledOffsetMs(time: number, timeZone: string): number | undefined {
  const table = tables.get(timeZone);
  if (!table || time < table.from || time >= table.to) return undefined;
  const { offsets } = table;
  // A few dozen entries: a backward scan finds recent instants (the usual question) at once.
  for (let i = offsets.length - 1; i >= 0; i--) if (offsets[i][0] <= time) return offsets[i][1];
  return undefined;
}

/**
 * Outside the tables, each zone's offset is remembered per six hours (UTC) when Intl gives the
 * same at both ends of them: asking Intl costs microseconds, and a booking asks several times.
 * Six hours that hold a transition are never remembered.
 */
const MAX_REMEMBERED = 10_000;
const offsetsByZone = new Map<string, Map<number, number>>();

/** Offset of a zone from UTC at an instant, in milliseconds: from a table, else from Intl. */
export function zoneOffsetMs(time: number, timeZone: string): number {
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  const tabled = tabledOffsetMs(time, timeZone);
  if (tabled !== undefined) return tabled;
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) offsetsByZone.set(timeZone, (offsets = new Map()));
  const span = Math.floor(time / SPAN_MS);
  const known = offsets.get(span);
  if (known !== undefined) return known;
  const start = span * SPAN_MS;
  const offset = intlOffsetMs(start, timeZone);
  if (offset !== intlOffsetMs(start + SPAN_MS - 1000, timeZone)) return intlOffsetMs(time, timeZone);
  if (offsets.size >= MAX_REMEMBERED) offsets.clear();
  offsets.set(span, offset);
  return offset;
}
