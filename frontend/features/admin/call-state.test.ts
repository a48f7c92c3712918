import { describe, expect, it } from 'vitest';
import { callStateLabel, callStateText } from './call-state';

describe('callStateText', () => {
  it('says Booked for a call never changed', () => {
    expect(callStateText(undefined)).toBe('Booked');
  });

  it('names the earlier time of a moved call, in the business zone', () => {
    const call = {
      state: 'rescheduled' as const,
      by: 'homeowner',
      at: '2026-03-04T15:00:00.000Z',
      previous: { scheduledDate: '2026-03-05T05:00:00.000Z', scheduledTime: '10:00 AM' },
    };
    expect(callStateText(call)).toBe('Rescheduled from Thu, Mar 5, 2026 at 10:00 AM');
  });

  it('names who cancelled and when', () => {
    const at = '2026-03-06T20:04:00.000Z';
    expect(callStateText({ state: 'cancelled', by: 'homeowner', at })).toBe(
      'Cancelled by the homeowner on Mar 6, 3:04 PM',
    );
    expect(callStateText({ state: 'cancelled', by: 'owner', at, reason: 'Sold the house' })).toBe(
      'Cancelled by owner on Mar 6, 3:04 PM',
    );
  });

  it('labels the states in one word', () => {
    expect([undefined, 'rescheduled', 'cancelled'].map((s) => callStateLabel(s as never))).toEqual([
      'Booked',
      'Rescheduled',
      'Cancelled',
    ]);
  });
});
