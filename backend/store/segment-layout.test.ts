import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeOf } from './records';
import { UNDATED, monthKeyOf } from './segment-layout';

describe('monthKeyOf', () => {
  it("is the UTC 'YYYY-MM' of ISO dates, years 0000 to 9999", () => {
    const max = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(0, 0, 1) - 1, max: max + 1 }), (time) => {
        const iso = new Date(time).toISOString();
        expect(monthKeyOf(time)).toBe(/^\d{4}-/.test(iso) ? iso.slice(0, 7) : UNDATED);
      }),
      { numRuns: 2000 },
    );
  });

  it('puts the edges of the ISO years and missing dates where they belong', () => {
    expect(monthKeyOf(timeOf({ createdAt: '0000-01-01T00:00:00.000Z' }))).toBe('0000-01');
    expect(monthKeyOf(timeOf({ createdAt: '9999-12-31T23:59:59.999Z' }))).toBe('9999-12');
    expect(monthKeyOf(timeOf({ createdAt: '+010000-01-01T00:00:00.000Z' }))).toBe(UNDATED);
    expect(monthKeyOf(timeOf({ createdAt: '-000001-12-31T00:00:00.000Z' }))).toBe(UNDATED);
    expect(monthKeyOf(timeOf({ createdAt: '2026-11-30T23:59:59.999-05:00' }))).toBe('2026-12');
    expect(monthKeyOf(timeOf({}))).toBe(UNDATED);
    expect(monthKeyOf(timeOf({ createdAt: 'yesterday' }))).toBe(UNDATED);
  });
});
