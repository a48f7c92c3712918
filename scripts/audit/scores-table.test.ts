import { describe, expect, it } from 'vitest';
import { buildResult } from './page-scores.factory';
import { benchmarkIndexRange, scoresTable } from './scores-table';

describe('scoresTable', () => {
  it("prints the median TBT and the median run's benchmarkIndex beside each page's scores", () => {
    const row = buildResult({
      tbtMs: 20,
      tbtMedianMs: 60.4,
      tbtRunsMs: [20, 60, 90],
      benchmarkIndex: 1234.6,
    });
    const [head, sep, line] = scoresTable([row]).split('\n');
    expect(line).toBe('| / | 99 | 100 | 100 | 100 | 1.50 | 60 | 20, 60, 90 | 0.000 | 80 | 75 | 21 | 1235 |');
    expect(head.split('|')).toHaveLength(line.split('|').length);
    expect(sep.split('|')).toHaveLength(line.split('|').length);
  });
});

describe('benchmarkIndexRange', () => {
  it('spans every run of every page', () => {
    const rows = [
      buildResult({ benchmarkIndexRuns: [1300, 1210] }),
      buildResult({ benchmarkIndexRuns: [1404] }),
    ];
    expect(benchmarkIndexRange(rows)).toBe('1210–1404');
    expect(benchmarkIndexRange([buildResult({ benchmarkIndexRuns: [1300] })])).toBe('1300');
    expect(benchmarkIndexRange([])).toBe('none');
  });
});
