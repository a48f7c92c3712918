import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayKeyInZone, zonedTime } from './booking-window';
import { addZoneTable, intlOffsetMs, tabledOffsetMs, zoneTable } from './zone-offset';

const FROM = Date.UTC(2025, 0, 1);
const TO = Date.UTC(2031, 0, 1);
// DST of one hour, of half an hour (Lord Howe), southern-hemisphere DST, none, a 45-minute offset.
const ZONES = [
  'America/New_York',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Asia/Kolkata',
  'Asia/Kathmandu',
];

describe('zone offset tables', () => {
  const tables = ZONES.map((zone) => zoneTable(zone, FROM, TO));
  tables.forEach(addZoneTable);

  it('holds each change of offset to the second', () => {
    const ny = tables[0];
    // Two changes a year in New York, none in Kolkata.
    expect(ny.offsets).toHaveLength(1 + 12);
    expect(tables[3].offsets).toHaveLength(1);
    // 2026-03-08 02:00 EST = 07:00 UTC: clocks go forward.
    expect(ny.offsets).toContainEqual([Date.UTC(2026, 2, 8, 7), -4 * 3_600_000]);
    for (const { zone, offsets } of tables) {
      for (const [since, offset] of offsets.slice(1)) {
        expect(intlOffsetMs(since, zone)).toBe(offset);
        expect(intlOffsetMs(since - 1000, zone)).not.toBe(offset);
      }
    }
  });

  it('answers as Intl does at any instant it covers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: FROM / 1000, max: TO / 1000 - 1 }),
        (zone, s) => {
          expect(tabledOffsetMs(s * 1000, zone)).toBe(intlOffsetMs(s * 1000, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves instants outside the table, and other zones, to Intl', () => {
    expect(tabledOffsetMs(FROM - 1, 'America/New_York')).toBeUndefined();
    expect(tabledOffsetMs(TO, 'America/New_York')).toBeUndefined();
    expect(tabledOffsetMs(FROM, 'Europe/London')).toBeUndefined();
    // The booking arithmetic gives the same answers either way.
    expect(dayKeyInZone(new Date(Date.UTC(2035, 6, 1, 3)), 'America/New_York')).toBe('2035-06-30');
    expect(zonedTime('2026-11-01', 1, 30, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedTime('2036-11-02', 9, 0, 'America/New_York').toISOString()).toBe('2036-11-02T14:00:00.000Z');
  });
});
