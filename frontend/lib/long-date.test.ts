import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayMonthYear, longDate } from './long-date';

describe('long dates', () => {
  it('prints the day a date or timestamp names, whatever the clock zone', () => {
    expect(longDate('2025-02-11')).toBe('February 11, 2025');
    expect(longDate('2025-12-01T23:30:00.000Z')).toBe('December 1, 2025');
    expect(longDate('2025-13-01')).toBeUndefined();
    expect(longDate(undefined)).toBeUndefined();
  });

  it("names every calendar day as Mantine's calendar does (its label for a day button)", () => {
    for (let day = dayjs('2026-01-01'); day.year() < 2028; day = day.add(1, 'day')) {
      const key = day.format('YYYY-MM-DD');
      expect(dayMonthYear(key)).toBe(dayjs(key).locale('en').format('D MMMM YYYY'));
    }
  });
});
