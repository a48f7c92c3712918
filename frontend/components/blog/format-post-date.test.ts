import { describe, expect, it } from 'vitest';
import { formatPostDate, postDateTime } from './format-post-date';

describe('formatPostDate', () => {
  it('writes the UTC day as Month D, YYYY', () => {
    expect(formatPostDate('2025-06-12T13:30:00.000Z')).toBe('June 12, 2025');
    expect(formatPostDate('2025-01-01T00:30:00.000Z')).toBe('January 1, 2025');
    expect(formatPostDate('2024-12-31T23:59:59.000Z')).toBe('December 31, 2024');
  });

  it('says Recent when there is no usable date', () => {
    expect(formatPostDate(undefined)).toBe('Recent');
    expect(formatPostDate('')).toBe('Recent');
    expect(formatPostDate('not a date')).toBe('Recent');
  });
});

describe('postDateTime', () => {
  it('gives the ISO day or nothing', () => {
    expect(postDateTime('2025-06-12T13:30:00.000Z')).toBe('2025-06-12');
    expect(postDateTime(undefined)).toBeUndefined();
  });
});
