/** The budgets for each Lighthouse page, and which of them a page missed. */
import type { PageResult, PageScores } from './page-scores';

export const BUDGETS = {
  performance: 98,
  /** Median TBT of a page's runs. */
  tbtMs: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  /** On every key page, gzip. */
  jsKb: 84,
} as const;

/**
 * The Performance and TBT budgets are stated for a host this fast or slower (Lighthouse's
 * benchmarkIndex); a faster host meets them more easily.
 */
export const TARGET_HOST_BENCHMARK_INDEX = 1500;

export type BudgetKey = keyof typeof BUDGETS;

/** True when the run was measured on a host faster than the one the budgets are stated for. */
export function fasterThanTargetHost(s: Pick<PageScores, 'benchmarkIndex'>): boolean {
  return s.benchmarkIndex > TARGET_HOST_BENCHMARK_INDEX;
}

/**
 * Which budgets a page missed, as readable strings; `only` narrows the check (the CI subset).
 * TBT is the median of the runs where a page's runs were summed up, else the run's own.
 */
export function budgetMisses(
  s: PageScores & Partial<Pick<PageResult, 'tbtMedianMs'>>,
  only?: readonly BudgetKey[],
): string[] {
  const why = s.failing.length > 0 ? ` (failing: ${s.failing.join(', ')})` : '';
  const b = BUDGETS;
  const tbt = s.tbtMedianMs ?? s.tbtMs;
  const host = fasterThanTargetHost(s)
    ? `, on a host faster than the target (benchmarkIndex ${Math.round(s.benchmarkIndex)})`
    : '';
  const checks: Record<keyof typeof BUDGETS, [boolean, string]> = {
    performance: [s.performance >= b.performance, `Performance ${s.performance} < ${b.performance}${host}`],
    tbtMs: [tbt <= b.tbtMs, `TBT ${Math.round(tbt)} ms > ${b.tbtMs} ms${host}`],
    accessibility: [s.accessibility >= b.accessibility, `Accessibility ${s.accessibility} < 100${why}`],
    bestPractices: [s.bestPractices >= b.bestPractices, `Best Practices ${s.bestPractices} < 100${why}`],
    seo: [s.seo >= b.seo, `SEO ${s.seo} < 100${why}`],
    lcpMs: [s.lcpMs <= b.lcpMs, `LCP ${Math.round(s.lcpMs)} ms > ${b.lcpMs} ms`],
    cls: [s.cls <= b.cls, `CLS ${s.cls.toFixed(3)} > ${b.cls}`],
    jsKb: [s.jsKb <= b.jsKb, `JS ${s.jsKb} KB gzip > ${b.jsKb} KB`],
  };
  return Object.entries(checks)
    .filter(([key, [ok]]) => !ok && (!only || only.includes(key as BudgetKey)))
    .map(([, [, msg]]) => `${s.path}: ${msg}`);
}

/**
 * The line the report prints about the host: whether the median runs ran on a host as slow as
 * the target host, so that Performance and TBT met here prove the target, or on a faster one.
 */
export function targetHostLine(results: readonly PageResult[]): string {
  const faster = results.filter(fasterThanTargetHost);
  const limit = `benchmarkIndex ≤ ${TARGET_HOST_BENCHMARK_INDEX}`;
  if (faster.length === 0) {
    const lowest = Math.min(...results.map((r) => Math.round(r.benchmarkIndex)));
    return (
      `Target host: every median run ran at ${limit} (lowest ${lowest}), on a host as slow as the target ` +
      'host or slower: Performance and TBT met here are met on the target host.'
    );
  }
  const pages = faster.map((r) => `${r.path} (${Math.round(r.benchmarkIndex)})`).join(', ');
  return (
    `HOST FASTER THAN THE TARGET HOST (${limit}) in the median run of ${pages}: Performance and TBT ` +
    'met there do not prove the target for the target host; a miss there is still a miss.'
  );
}
