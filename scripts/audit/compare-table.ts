/** The before/after table: today's build against this one, page by page, from paired runs. */
import type { PageResult } from './page-scores';

/** after/before as "0.21×"; "—" when before is 0, where no ratio exists. */
export function formatRatio(after: number, before: number): string {
  if (before === 0) return '—';
  return `${(after / before).toFixed(2)}×`;
}

/** Rows pair up by path; a page measured on one side only is left out. */
export function compareTable(before: readonly PageResult[], after: readonly PageResult[]): string {
  const head =
    '| Page | TBT before (ms) | TBT after (ms) | TBT after/before | Script eval before (ms) | Script eval after (ms) | Script eval after/before | JS before (KB gzip) | JS after (KB gzip) | benchmarkIndex before | benchmarkIndex after |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = after.flatMap((a) => {
    const b = before.find((r) => r.path === a.path);
    if (!b) return [];
    const [tbtB, tbtA] = [Math.round(b.tbtMedianMs), Math.round(a.tbtMedianMs)];
    const [evalB, evalA] = [Math.round(b.scriptEvalMedianMs), Math.round(a.scriptEvalMedianMs)];
    return [
      `| ${a.path} | ${tbtB} | ${tbtA} | ${formatRatio(tbtA, tbtB)} | ${evalB} | ${evalA} | ${formatRatio(evalA, evalB)} | ${b.jsKb} | ${a.jsKb} | ${b.benchmarkIndexRuns.join(', ')} | ${a.benchmarkIndexRuns.join(', ')} |`,
    ];
  });
  return [head, sep, ...lines].join('\n');
}
