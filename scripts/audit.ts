/**
 * `npm run audit`: build this tree and today's build (a cached build of BASELINE_REF), serve both,
 * run Lighthouse on the issue's 8 pages on both in paired, alternating runs (median of 3 each),
 * measure Home's first load with the service worker on both, run axe on every route of this build,
 * write reports/quality.md, print it and exit 1 when any budget is missed.
 *
 * AUDIT_RUNS=n: runs per page and build. AUDIT_PAGES=/,/contact: only those pages.
 * AUDIT_BASELINE=0: no before/after. AUDIT_BASELINE_REF=<commit>: another baseline.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { runAxe } from './audit/axe-run';
import { BASELINE_REF, baselineBuild } from './audit/baseline-build';
import { budgetMisses } from './audit/budgets';
import { measureFirstLoad } from './audit/first-load-bytes';
import { firstLoadMisses } from './audit/first-load-summary';
import { LIGHTHOUSE_PAGES, runLighthouseAlternating } from './audit/lighthouse-run';
import { type AuditResults, qualityReport } from './audit/quality-report';
import { type RunningServer, serveBuild } from './audit/serve-build';

const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
const PAGES = process.env.AUDIT_PAGES
  ? process.env.AUDIT_PAGES.split(',').map((p) => p.trim())
  : LIGHTHOUSE_PAGES;
const WITH_BASELINE = process.env.AUDIT_BASELINE !== '0';
const BASELINE = process.env.AUDIT_BASELINE_REF || BASELINE_REF;

async function main() {
  const root = process.cwd();
  console.log('building…');
  execSync('npm run build', { stdio: 'ignore' });
  let baseline: { dir: string; commit: string } | undefined;
  if (WITH_BASELINE) {
    console.log(`today's build (${BASELINE}): built once, then taken from the cache…`);
    baseline = await baselineBuild(root, BASELINE);
  }
  const servers: RunningServer[] = [];
  try {
    const current = await serveBuild(root);
    servers.push(current);
    const before = baseline ? await serveBuild(baseline.dir) : undefined;
    if (before) servers.push(before);

    const urls = before ? [before.baseUrl, current.baseUrl] : [current.baseUrl];
    console.log(`Lighthouse on ${PAGES.length} pages, ${RUNS} runs each on ${urls.length} build(s)…`);
    const results = await runLighthouseAlternating(urls, PAGES, {
      runs: RUNS,
      onPage: (path) => console.log(`  ${path}`),
    });
    const after = results[results.length - 1];

    // One browser at a time on this 2-core machine: the first loads run one after the other.
    console.log('Home first load with the service worker…');
    const firstLoadBefore = before ? await measureFirstLoad(before.baseUrl) : undefined;
    const firstLoad = await measureFirstLoad(current.baseUrl);

    console.log('axe on every route…');
    const axe = await runAxe(current.baseUrl);

    const misses = [...after.flatMap((s) => budgetMisses(s)), ...firstLoadMisses(firstLoadBefore, firstLoad)];
    const report: AuditResults = {
      date: new Date(),
      runs: RUNS,
      after,
      firstLoad,
      baseline:
        baseline && firstLoadBefore
          ? { commit: baseline.commit, before: results[0], firstLoad: firstLoadBefore }
          : undefined,
      axe,
      misses,
    };
    const text = qualityReport(report);
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/quality.md', text);
    console.log(`\n${text}`);
    const failed = misses.length + axe.findings.length;
    console.log(
      `${failed ? `${failed} budget misses and violations` : 'all budgets met'}; report in reports/quality.md`,
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    for (const server of servers) server.stop();
  }
}

await main();
