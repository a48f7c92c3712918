import { describe, expect, it } from 'vitest';
import type { FirstLoad } from './first-load-bytes';
import { buildResult } from './page-scores.factory';
import { type AuditResults, qualityReport } from './quality-report';

const firstLoad: FirstLoad = {
  bytes: 900 * 1024,
  requests: 40,
  workerBytes: 700 * 1024,
  workerRequests: 30,
  workerActive: true,
};

const results = (more: Partial<AuditResults> = {}): AuditResults => ({
  date: new Date('2026-11-28T12:00:00Z'),
  runs: 3,
  after: [buildResult({ benchmarkIndexRuns: [1210, 1300, 1250] })],
  firstLoad,
  axe: { checked: 148, findings: [] },
  misses: [],
  ...more,
});

describe('qualityReport', () => {
  it('states the method, the host benchmarkIndex range and the before/after table', () => {
    const report = qualityReport(
      results({
        baseline: {
          commit: '6b1d461aea938bef265598b1a923ef5a627aa010',
          before: [buildResult({ benchmarkIndexRuns: [1190, 1420, 1200] })],
          firstLoad,
        },
      }),
    );
    expect(report).toContain('in paired, alternating runs');
    expect(report).toContain('Host benchmarkIndex over all runs: 1190–1420.');
    expect(report).toContain('## Before/after (same machine, paired runs)');
    expect(report).toContain('before 900.0 KB (40 requests), after 900.0 KB (40 requests).');
    expect(report).toContain('All budgets met.');
  });

  it('says when the baseline was skipped, and lists the missed budgets', () => {
    const report = qualityReport(results({ misses: ['/: JS 90 KB gzip > 84 KB'] }));
    expect(report).toContain('the before/after comparison was skipped: AUDIT_BASELINE=0');
    expect(report).not.toContain('## Before/after');
    expect(report).toContain('before not measured, after 900.0 KB');
    expect(report).toContain('## Missed budgets\n\n- /: JS 90 KB gzip > 84 KB');
  });
});
