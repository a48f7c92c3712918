import { describe, expect, it } from 'vitest';
import type { Reports } from '#shared/schemas/reports';
import { dayRows, formatRate, hourLabel, rowTotals, sourceColumns } from './report-data';

describe('the per-day chart and table', () => {
  it('keeps up to six sources apart and sums the rest as Other sources', () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(sourceColumns(six).map((c) => c.label)).toEqual(six);
    const columns = sourceColumns([...six, 'g', 'h']);
    expect(columns.map((c) => c.label)).toEqual(['a', 'b', 'c', 'd', 'e', 'Other sources']);
    expect(columns.at(-1)).toEqual({ key: 's5', label: 'Other sources', indexes: [5, 6, 7] });
  });

  it('rows each day with its columns, its label and its total', () => {
    const report = {
      sources: ['website', '__proto__'],
      leadsPerDay: [
        { day: '2026-03-08', total: 3, bySource: [1, 2] },
        { day: '2026-03-09', total: 0, bySource: [0, 0] },
      ],
    } as Reports;
    expect(dayRows(report, sourceColumns(report.sources))).toEqual([
      { day: '2026-03-08', label: 'Mar 8', total: 3, s0: 1, s1: 2 },
      { day: '2026-03-09', label: 'Mar 9', total: 0, s0: 0, s1: 0 },
    ]);
  });
});

describe('the tables', () => {
  it('totals the rows and shows rates and hours as the owner reads them', () => {
    const rows = [
      { name: '/lander', leads: 3, bookedCalls: 1, won: 1, wonRate: 1 / 3 },
      { name: null, leads: 1, bookedCalls: 0, won: 1, wonRate: 1 },
    ];
    expect(rowTotals(rows)).toEqual({ leads: 4, bookedCalls: 1, won: 2, wonRate: 0.5 });
    expect(formatRate(1 / 3)).toBe('33%');
    expect([9, 12, 20].map(hourLabel)).toEqual(['9 AM', '12 PM', '8 PM']);
  });
});
