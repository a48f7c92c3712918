import { describe, expect, it } from 'vitest';
import { budgetMisses, targetHostLine } from './budgets';
import { buildResult, buildRun } from './page-scores.factory';

describe('budgetMisses', () => {
  it('names the audits behind a category below 100, and only misses', () => {
    const page = buildRun({ bestPractices: 96, failing: ['errors-in-console'] });
    expect(budgetMisses(page)).toEqual(['/: Best Practices 96 < 100 (failing: errors-in-console)']);
    expect(budgetMisses(buildRun())).toEqual([]);
    expect(budgetMisses(buildRun({ lcpMs: 2001 }), ['lcpMs'])).toEqual(['/: LCP 2001 ms > 2000 ms']);
  });

  it('holds Performance to 98 and the median TBT of the runs to 100 ms', () => {
    expect(budgetMisses(buildRun({ performance: 97 }))).toEqual(['/: Performance 97 < 98']);
    expect(budgetMisses(buildRun({ tbtMs: 100 }))).toEqual([]);
    expect(budgetMisses(buildRun({ tbtMs: 101 }))).toEqual(['/: TBT 101 ms > 100 ms']);
    // The median-Performance run blocked 20 ms, but the runs' median is 140 ms.
    expect(budgetMisses(buildResult({ tbtMs: 20, tbtMedianMs: 140 }))).toEqual(['/: TBT 140 ms > 100 ms']);
  });

  it('says so when a Performance or TBT miss was on a host faster than the target host', () => {
    expect(budgetMisses(buildRun({ performance: 90, benchmarkIndex: 1800.4 }), ['performance'])).toEqual([
      '/: Performance 90 < 98, on a host faster than the target (benchmarkIndex 1800)',
    ]);
  });

  it('holds every page to the JavaScript budget', () => {
    const gallery = buildRun({ path: '/gallery', jsKb: 84.1 });
    expect(budgetMisses(gallery)).toEqual(['/gallery: JS 84.1 KB gzip > 84 KB']);
    expect(budgetMisses(gallery, ['jsKb'])).toEqual(['/gallery: JS 84.1 KB gzip > 84 KB']);
    expect(budgetMisses(buildRun({ jsKb: 84 }))).toEqual([]);
  });
});

describe('targetHostLine', () => {
  it('says when every median run was on a host as slow as the target host', () => {
    const line = targetHostLine([
      buildResult({ benchmarkIndex: 1500 }),
      buildResult({ benchmarkIndex: 900 }),
    ]);
    expect(line).toMatch(
      /^Target host: every median run ran at benchmarkIndex ≤ 1500 \(lowest 900\), on a host as slow/,
    );
  });

  it('names the pages whose median run was on a faster host', () => {
    const line = targetHostLine([
      buildResult({ benchmarkIndex: 1400 }),
      buildResult({ path: '/contact', benchmarkIndex: 1650.7 }),
    ]);
    expect(line).toMatch(
      /^HOST FASTER THAN THE TARGET HOST \(benchmarkIndex ≤ 1500\) in the median run of \/contact \(1651\)/,
    );
  });
});
