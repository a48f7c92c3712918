import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { outboxBadgeLabel, UNREADABLE_LABEL } from './outbox-badge-label';

const item = (state: OutboxItem['state']) => ({ state }) as OutboxItem;

describe('the saved-requests badge label', () => {
  it('counts waiting requests and those that need attention, each in words that stay true', () => {
    expect(outboxBadgeLabel([item('pending')], false)).toBe('1 saved request waiting to send');
    expect(outboxBadgeLabel([item('pending'), item('pending')], false)).toBe(
      '2 saved requests waiting to send',
    );
    expect(outboxBadgeLabel([item('rejected')], false)).toBe('1 saved request needs attention');
    expect(outboxBadgeLabel([item('conflict'), item('rejected')], false)).toBe(
      '2 saved requests need attention',
    );
    expect(outboxBadgeLabel([item('pending'), item('rejected')], false)).toBe(
      '1 saved request waiting to send, 1 needs attention',
    );
    expect(outboxBadgeLabel([item('pending'), item('conflict'), item('rejected')], false)).toBe(
      '1 saved request waiting to send, 2 need attention',
    );
  });

  it('says the storage could not be read when no count is known, and keeps the last count otherwise', () => {
    expect(outboxBadgeLabel([], false)).toBeUndefined();
    expect(outboxBadgeLabel([], true)).toBe(UNREADABLE_LABEL);
    expect(outboxBadgeLabel([item('pending')], true)).toBe('1 saved request waiting to send');
  });
});
