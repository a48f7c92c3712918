/** The Markdown table of each page's Lighthouse results. */
import type { PageResult } from './page-scores';

export function scoresTable(rows: readonly PageResult[]): string {
  const head =
    '| Page | Perf | A11y | Best Pr. | SEO | LCP (s) | TBT median (ms) | TBT of each run (ms) | CLS | JS (KB gzip) | JS sent (KB) | CSS (KB gzip) | benchmarkIndex |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} | ${Math.round(r.tbtMedianMs)} | ${r.tbtRunsMs.join(', ')} | ${r.cls.toFixed(3)} | ${r.jsKb} | ${r.jsSentKb} | ${r.cssKb} | ${Math.round(r.benchmarkIndex)} |`,
  );
  return [head, sep, ...lines].join('\n');
}

/** The lowest and highest benchmarkIndex of every run, as "1210–1380" (one value when equal). */
export function benchmarkIndexRange(results: readonly PageResult[]): string {
  const all = results.flatMap((r) => r.benchmarkIndexRuns);
  if (all.length === 0) return 'none';
  const [low, high] = [Math.min(...all), Math.max(...all)];
  return low === high ? String(low) : `${low}–${high}`;
}
