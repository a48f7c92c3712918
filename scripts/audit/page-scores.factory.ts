/** Test data for the audit's pure functions: a run or a page's summed-up runs, with overrides. */
import type { PageResult, PageScores } from './page-scores';

export function buildRun(overrides: Partial<PageScores> = {}): PageScores {
  return {
    path: '/',
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1500,
    tbtMs: 50,
    cls: 0,
    scriptEvalMs: 300,
    jsKb: 80,
    jsSentKb: 75,
    cssKb: 21,
    benchmarkIndex: 1200,
    failing: [],
    ...overrides,
  };
}

export function buildResult(overrides: Partial<PageResult> = {}): PageResult {
  const run = buildRun(overrides);
  return {
    tbtRunsMs: [Math.round(run.tbtMs)],
    tbtMedianMs: run.tbtMs,
    scriptEvalMedianMs: run.scriptEvalMs,
    benchmarkIndexRuns: [Math.round(run.benchmarkIndex)],
    ...run,
    ...overrides,
  };
}
