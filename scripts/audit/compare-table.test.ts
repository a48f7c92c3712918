import { describe, expect, it } from 'vitest';
import { compareTable, formatRatio } from './compare-table';
import { buildResult } from './page-scores.factory';

describe('formatRatio', () => {
  it('gives after/before to two places, and a dash where before is 0', () => {
    expect(formatRatio(42, 200)).toBe('0.21×');
    expect(formatRatio(100, 100)).toBe('1.00×');
    expect(formatRatio(0, 12)).toBe('0.00×');
    expect(formatRatio(5, 0)).toBe('—');
    expect(formatRatio(0, 0)).toBe('—');
  });
});

describe('compareTable', () => {
  const before = [
    buildResult({
      tbtMedianMs: 200.4,
      scriptEvalMedianMs: 1000,
      jsKb: 170,
      benchmarkIndexRuns: [1200, 1180],
    }),
    buildResult({ path: '/blog', tbtMedianMs: 0, scriptEvalMedianMs: 500, jsKb: 150 }),
  ];
  const after = [
    buildResult({ tbtMedianMs: 42, scriptEvalMedianMs: 210, jsKb: 60, benchmarkIndexRuns: [1190, 1210] }),
    buildResult({ path: '/blog', tbtMedianMs: 3, scriptEvalMedianMs: 100, jsKb: 55 }),
    buildResult({ path: '/only-after' }),
  ];

  it('pairs the pages by path, medians rounded, ratios of the printed figures', () => {
    const lines = compareTable(before, after).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| / | 200 | 42 | 0.21× | 1000 | 210 | 0.21× | 170 | 60 | 1200, 1180 | 1190, 1210 |',
    );
    expect(lines[3]).toBe('| /blog | 0 | 3 | — | 500 | 100 | 0.20× | 150 | 55 | 1200 | 1200 |');
  });

  it('has a column for every cell', () => {
    const [head, sep, row] = compareTable(before, after).split('\n');
    const cells = (line: string) => line.split('|').length;
    expect(cells(sep)).toBe(cells(head));
    expect(cells(row)).toBe(cells(head));
  });
});
