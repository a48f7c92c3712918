import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '../options';
import {
  BlockDaySchema,
  DEFAULT_WEEKLY_HOURS,
  WeeklyHoursSchema,
  closedTimesOn,
  weekdayOf,
  type AvailabilityRules,
} from './availability';

const rules = (overrides: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  blockedDays: [],
  blockedSlots: [],
  ...overrides,
});

describe('closedTimesOn', () => {
  it('closes nothing by default: every day, every slot, as the site offered before', () => {
    expect(closedTimesOn('2026-12-01', rules())).toEqual([]);
  });

  it('closes a whole blocked day, a closed weekday, and the slots outside the open span', () => {
    expect(closedTimesOn('2026-12-25', rules({ blockedDays: [{ day: '2026-12-25' }] }))).toEqual([
      ...TIME_SLOTS,
    ]);
    // 2026-12-06 is a Sunday.
    expect(weekdayOf('2026-12-06')).toBe(0);
    const sundayOff = DEFAULT_WEEKLY_HOURS.map((d, i) => (i === 0 ? { ...d, open: false } : d));
    expect(closedTimesOn('2026-12-06', rules({ weeklyHours: sundayOff }))).toEqual([...TIME_SLOTS]);
    const short = DEFAULT_WEEKLY_HOURS.map(
      () => ({ open: true, first: '11:00 AM', last: '7:00 PM' }) as const,
    );
    expect(closedTimesOn('2026-12-07', rules({ weeklyHours: short }))).toEqual([
      '9:00 AM',
      '10:00 AM',
      '8:00 PM',
      '9:00 PM',
    ]);
  });

  it('closes a blocked slot on its own day only, in slot order with the rest', () => {
    const blockedSlots = [
      { day: '2026-12-07', time: '3:00 PM' },
      { day: '2026-12-08', time: '9:00 AM' },
    ];
    expect(closedTimesOn('2026-12-07', rules({ blockedSlots }))).toEqual(['3:00 PM']);
  });
});

describe('the schemas the page and the API share', () => {
  it('refuse a last call before the first, a week that is not seven days, and a day that does not exist', () => {
    const backwards = DEFAULT_WEEKLY_HOURS.map(() => ({ open: true, first: '5:00 PM', last: '9:00 AM' }));
    expect(WeeklyHoursSchema.safeParse(backwards).success).toBe(false);
    expect(WeeklyHoursSchema.safeParse(DEFAULT_WEEKLY_HOURS.slice(1)).success).toBe(false);
    expect(BlockDaySchema.safeParse({ day: '2026-02-30' }).success).toBe(false);
    expect(BlockDaySchema.parse({ day: '2026-02-28', label: '  ' })).toEqual({ day: '2026-02-28' });
    // PostgreSQL's jsonb refuses a NUL: a clear field error, not a 500.
    expect(BlockDaySchema.safeParse({ day: '2026-02-28', label: 'Off\u0000' }).success).toBe(false);
  });
});
