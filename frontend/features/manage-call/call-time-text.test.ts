import { describe, expect, it } from 'vitest';
import { callTimeText } from './call-time-text';

const zone = { timeZone: 'America/New_York', timeZoneName: 'Eastern Time' };

describe('callTimeText', () => {
  it('names the weekday, the day, the slot and the zone', () => {
    // Midnight in New York is 04:00 UTC in summer.
    const call = { ...zone, scheduledDate: '2026-07-16T04:00:00.000Z', scheduledTime: '10:00 AM' };
    expect(callTimeText(call)).toBe('Thursday, July 16 at 10:00 AM Eastern Time');
  });

  it('reads the day in the business zone, not in UTC', () => {
    // 02:00 UTC on March 6 is still March 5 in New York.
    const call = { ...zone, scheduledDate: '2026-03-06T02:00:00.000Z', scheduledTime: '9:00 AM' };
    expect(callTimeText(call)).toBe('Thursday, March 5 at 9:00 AM Eastern Time');
  });
});
