import { describe, expect, it } from 'vitest';
import { formatDuration } from './format';

describe('formatDuration', () => {
  it('reads as minutes, hours and minutes, or days and hours', () => {
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(72 * 60_000)).toBe('1 h 12 min');
    expect(formatDuration(2 * 3600_000)).toBe('2 h');
    expect(formatDuration(59.5 * 3600_000)).toBe('2 days 11 h');
    expect(formatDuration(24 * 3600_000)).toBe('1 day');
  });
});
