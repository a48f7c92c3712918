import { describe, expect, it } from 'vitest';
import { formatBytes, formatUptime } from './system-format';

describe('system-format', () => {
  it('prints sizes in 1024 steps', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('prints uptime in days, hours or minutes', () => {
    expect(formatUptime(59)).toBe('0 min');
    expect(formatUptime(3_660)).toBe('1 h 1 min');
    expect(formatUptime(93_784)).toBe('1 day 2 h');
    expect(formatUptime(3 * 86_400)).toBe('3 days 0 h');
  });
});
