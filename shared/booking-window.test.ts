import { describe, expect, it } from 'vitest';
import {
  addDays,
  availableSlots,
  bookableDayKeys,
  dayKeyInZone,
  isBookableDay,
  isProvisionalSchedule,
  slotHour,
  startOfDayInZone,
  zonedTime,
} from './booking-window';
import { TIME_SLOTS } from './options';

const NY = 'America/New_York';

describe('business-zone days', () => {
  it('agrees with Intl on days and midnights, across DST changes and in half-hour zones', () => {
    const zones = [NY, 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/St_Johns', 'Europe/London'];
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      const wrong: string[] = [];
      // Every 53 min 11 s through 2026.
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_191_000) {
        if (dayKeyInZone(new Date(t), timeZone) !== intl.format(t)) wrong.push(new Date(t).toISOString());
      }
      // Each day's midnight is on that day, and the second before it is not.
      for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
        const midnight = startOfDayInZone(day, timeZone).getTime();
        if (intl.format(midnight) !== day || intl.format(midnight - 1000) === day) wrong.push(day);
      }
      expect({ timeZone, wrong }).toEqual({ timeZone, wrong: [] });
    }
  });

  it('finds local midnight on the days clocks change', () => {
    // New York: 2026-03-08 and 2026-11-01 start at 05:00 and 04:00 UTC.
    expect(startOfDayInZone('2026-03-08', NY).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayInZone('2026-03-09', NY).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayInZone('2026-11-01', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayInZone('2026-11-02', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(zonedTime('2026-03-08', 9, 0, NY).toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });

  it('reads the day in the business zone, not UTC', () => {
    // 02:30 UTC on the 23rd is still the evening of the 22nd in New York.
    expect(dayKeyInZone(new Date('2026-11-23T02:30:00Z'), NY)).toBe('2026-11-22');
    expect(dayKeyInZone(new Date('2026-11-23T02:30:00Z'), 'UTC')).toBe('2026-11-23');
  });

  it('offers today plus four days, across a month end', () => {
    expect(bookableDayKeys(new Date('2026-11-29T15:00:00Z'), NY)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(isBookableDay('2026-12-04', new Date('2026-11-29T15:00:00Z'), NY)).toBe(false);
    expect(isBookableDay('2026-11-28', new Date('2026-11-29T15:00:00Z'), NY)).toBe(false);
  });

  it('adds days across years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('puts midnight where the zone has it, in winter and summer', () => {
    expect(startOfDayInZone('2026-11-23', NY).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(startOfDayInZone('2026-07-04', NY).toISOString()).toBe('2026-07-04T04:00:00.000Z');
  });

  it('keeps wall-clock slot times on DST change days', () => {
    // 2026-03-08: clocks jump from 2:00 to 3:00 AM; 2026-11-01: back from 2:00 to 1:00 AM.
    expect(zonedTime('2026-03-08', 9, 0, NY).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(zonedTime('2026-03-07', 9, 0, NY).toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(zonedTime('2026-11-01', 21, 0, NY).toISOString()).toBe('2026-11-02T02:00:00.000Z');
  });
});

describe('slots', () => {
  it('parses the 13 labels to hours 9..21', () => {
    expect(TIME_SLOTS.map(slotHour)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
  });

  it('hides taken slots and, today, slots already started', () => {
    const now = new Date('2026-11-23T17:30:00Z'); // 12:30 PM in New York
    const today = availableSlots('2026-11-23', ['3:00 PM'], now, NY);
    expect(today[0]).toBe('1:00 PM');
    expect(today).not.toContain('3:00 PM');
    expect(today).toHaveLength(8); // 1:00 PM..9:00 PM less 3:00 PM
    expect(availableSlots('2026-11-24', [], now, NY)).toHaveLength(13);
  });

  it('has the same 13 slots on DST change days', () => {
    const before = new Date('2026-03-07T12:00:00Z');
    expect(availableSlots('2026-03-08', [], before, NY)).toHaveLength(13);
    expect(availableSlots('2026-11-01', [], new Date('2026-10-31T12:00:00Z'), NY)).toHaveLength(13);
  });

  it('late at night every slot of today has passed', () => {
    expect(availableSlots('2026-11-23', [], new Date('2026-11-24T02:30:00Z'), NY)).toEqual([]);
  });
});

describe('provisional booking', () => {
  it('matches the placeholder sent as a plain date or as zone midnight', () => {
    expect(isProvisionalSchedule(new Date('2099-12-31'), 'Not scheduled', NY)).toBe(true);
    expect(isProvisionalSchedule(startOfDayInZone('2099-12-31', NY), 'Not scheduled', NY)).toBe(true);
    expect(isProvisionalSchedule(new Date('2099-12-31'), '9:00 AM', NY)).toBe(false);
    expect(isProvisionalSchedule(new Date('2026-12-31'), 'Not scheduled', NY)).toBe(false);
  });
});
