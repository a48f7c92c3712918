import { describe, expect, it } from 'vitest';
import { businessTimeBefore } from './business-hours';

const NY = 'America/New_York';
const HOUR = 3600_000;

describe('businessTimeBefore', () => {
  it('counts back within the same open day', () => {
    // Tuesday 2 June 2026, 11:30 in New York (UTC-4).
    expect(businessTimeBefore(new Date('2026-06-02T15:30:00Z'), HOUR, NY).toISOString()).toBe(
      '2026-06-02T14:30:00.000Z',
    );
  });

  it('skips the night: an hour before 8:30 on Tuesday is 17:30 on Monday', () => {
    expect(businessTimeBefore(new Date('2026-06-02T12:30:00Z'), HOUR, NY).toISOString()).toBe(
      '2026-06-01T21:30:00.000Z',
    );
  });

  it('skips closed Sunday and Saturday evening: an hour before Monday 8:15 is Saturday 15:15', () => {
    expect(businessTimeBefore(new Date('2026-06-08T12:15:00Z'), HOUR, NY).toISOString()).toBe(
      '2026-06-06T19:15:00.000Z',
    );
  });
});
