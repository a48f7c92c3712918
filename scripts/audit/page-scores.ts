/** What one Lighthouse run of a page measured, and how a page's runs are summed up. */

/** What one page scored: category scores 0–100, metrics in ms (CLS unitless), JS in KB. */
export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread script evaluation (Lighthouse's mainthread-work-breakdown, simulated 4× CPU slowdown). */
  scriptEvalMs: number;
  /** Scripts loaded before any interaction: the gzip size of their bodies, as the budget counts. */
  jsKb: number;
  /** The same scripts as they crossed the wire here (brotli, with the response headers). */
  jsSentKb: number;
  /** Stylesheets loaded, gzip size. */
  cssKb: number;
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Ids of the scored Accessibility, Best Practices and SEO audits that did not pass. */
  failing: string[];
}

/** A page's median run, with what its other runs measured beside it. */
export interface PageResult extends PageScores {
  /** TBT of every run of the page, lowest first: how far one run can be from the next here. */
  tbtRunsMs: number[];
  /** The median TBT of the runs (the TBT budget's figure). */
  tbtMedianMs: number;
  scriptEvalMedianMs: number;
  /** benchmarkIndex of every run, in the order they ran. */
  benchmarkIndexRuns: number[];
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The run with the median Performance score (Lighthouse's own advice for noisy machines). */
export function medianRun(runs: readonly PageScores[]): PageScores {
  const sorted = [...runs].sort((x, y) => x.performance - y.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export function summarizeRuns(runs: readonly PageScores[]): PageResult {
  return {
    ...medianRun(runs),
    tbtRunsMs: runs.map((r) => Math.round(r.tbtMs)).sort((x, y) => x - y),
    tbtMedianMs: median(runs.map((r) => r.tbtMs)),
    scriptEvalMedianMs: median(runs.map((r) => r.scriptEvalMs)),
    benchmarkIndexRuns: runs.map((r) => Math.round(r.benchmarkIndex)),
  };
}
