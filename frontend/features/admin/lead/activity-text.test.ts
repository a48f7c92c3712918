import { describe, expect, it } from 'vitest';
import { NEW_ACTIVITY, type StatusConflict } from '#shared/schemas/lead-status';
import { changeText, formatDuration, otherChangeText, speedToLead } from './activity-text';

const MIN = 60_000;

describe('lead activity text', () => {
  it('reads an elapsed time in its two largest units', () => {
    expect(formatDuration(30_000)).toBe('less than a minute');
    expect(formatDuration(12 * MIN)).toBe('12 min');
    expect(formatDuration(72 * MIN)).toBe('1 h 12 min');
    expect(formatDuration(120 * MIN)).toBe('2 h');
    expect(formatDuration((3 * 24 + 2) * 60 * MIN + 5 * MIN)).toBe('3 days 2 h');
    expect(formatDuration(24 * 60 * MIN)).toBe('1 day');
  });

  it('gives the speed to lead only once the lead was contacted', () => {
    expect(speedToLead('2026-03-05T18:00:00.000Z', undefined)).toBeUndefined();
    expect(speedToLead('2026-03-05T18:00:00.000Z', '2026-03-05T19:12:00.000Z')).toBe(
      'First contacted after 1 h 12 min',
    );
  });

  it('names a lost lead’s reason in a change', () => {
    expect(
      changeText({
        at: '2026-03-05T18:00:00.000Z',
        user: 'owner',
        from: 'new',
        to: 'lost',
        lostReason: 'price',
      }),
    ).toBe('New → Lost (Price)');
  });

  it('says what the other change was, in the business time zone', () => {
    const lastChange = {
      at: '2026-03-05T20:04:00.000Z',
      user: 'owner',
      from: 'new',
      to: 'contacted',
    } as const;
    const conflict: StatusConflict = {
      message: 'Someone else changed this lead first',
      current: { ...NEW_ACTIVITY, status: 'contacted', version: 1, history: [lastChange] },
      lastChange,
    };
    expect(otherChangeText(conflict)).toBe('owner moved it from New to Contacted at Mar 5, 3:04 PM');
    const note = { at: '2026-03-05T20:10:00.000Z', user: 'anna', text: 'Called' };
    expect(otherChangeText({ ...conflict, current: { ...conflict.current, notes: [note] } })).toBe(
      'anna added a note at Mar 5, 3:10 PM',
    );
  });

  it('says what a call change did instead of a status change', () => {
    const base = { at: '2026-03-04T15:00:00.000Z', user: 'owner', from: 'new' as const, to: 'new' as const };
    const moved = {
      ...base,
      call: {
        state: 'rescheduled' as const,
        from: { scheduledDate: '2026-03-05T05:00:00.000Z', scheduledTime: '10:00 AM' },
        to: { scheduledDate: '2026-03-06T05:00:00.000Z', scheduledTime: '2:00 PM' },
      },
    };
    expect(changeText(moved)).toBe(
      'Call rescheduled from Thu, Mar 5, 2026 at 10:00 AM to Fri, Mar 6, 2026 at 2:00 PM',
    );
    expect(changeText({ ...base, call: { state: 'cancelled', reason: 'Sold the house' } })).toBe(
      'Call cancelled',
    );
    const conflict: StatusConflict = {
      message: 'stale',
      current: { ...NEW_ACTIVITY, version: 1, history: [moved] },
      lastChange: moved,
    };
    expect(otherChangeText(conflict)).toBe('owner rescheduled the call at Mar 4, 10:00 AM');
  });
});
