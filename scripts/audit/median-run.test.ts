import { describe, expect, it } from 'vitest';
import { withFirstFinding } from './lighthouse-run';
import { median, medianRun, summarizeRuns, type PageScores } from './page-scores';
import { buildRun } from './page-scores.factory';

const run = (performance: number, tbtMs: number, more: Partial<PageScores> = {}) =>
  buildRun({ performance, tbtMs, ...more });

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([700, 40, 220])).toBe(220);
    expect(median([10, 30, 20, 0])).toBe(15);
    expect(median([5])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe('medianRun', () => {
  it('reports the whole run whose Performance score is the median', () => {
    expect(medianRun([run(97, 40), run(81, 700), run(92, 220)])).toEqual(run(92, 220));
  });

  it('takes the lower middle run of an even count, and the only run of one', () => {
    expect(medianRun([run(90, 300), run(99, 10)]).performance).toBe(90);
    expect(medianRun([run(88, 350)]).performance).toBe(88);
  });
});

describe('summarizeRuns', () => {
  it('reports the median run with the medians and the figures of every run beside it', () => {
    const runs = [
      run(81, 700.4, { scriptEvalMs: 900, benchmarkIndex: 1101.6 }),
      run(97, 39.6, { scriptEvalMs: 250, benchmarkIndex: 1300 }),
      run(92, 260, { scriptEvalMs: 400, benchmarkIndex: 1250 }),
    ];
    expect(summarizeRuns(runs)).toEqual({
      ...runs[2],
      tbtRunsMs: [40, 260, 700],
      tbtMedianMs: 260,
      scriptEvalMedianMs: 400,
      benchmarkIndexRuns: [1102, 1300, 1250],
    });
  });

  it('takes the median TBT of the runs even when the median-Performance run had another', () => {
    const summary = summarizeRuns([run(97, 90), run(95, 20), run(90, 150, { lcpMs: 1900 })]);
    expect(summary.performance).toBe(95);
    expect(summary.tbtMs).toBe(20);
    expect(summary.tbtMedianMs).toBe(90);
  });
});

describe('withFirstFinding', () => {
  it('adds the first console message, URL or element an audit found', () => {
    const consoleErrors = {
      items: [
        {
          source: 'network',
          description: 'Failed to load resource: the server responded with a status of 503',
        },
        { source: 'network', description: 'another' },
      ],
    };
    expect(withFirstFinding('errors-in-console', consoleErrors)).toBe(
      'errors-in-console: Failed to load resource: the server responded with a status of 503 and 1 more',
    );
    expect(withFirstFinding('image-alt', { items: [{ node: { snippet: '<img src="/a.svg">' } }] })).toBe(
      'image-alt: <img src="/a.svg">',
    );
    expect(withFirstFinding('csp-xss', { items: [] })).toBe('csp-xss');
    expect(withFirstFinding('is-on-https', undefined)).toBe('is-on-https');
    expect(withFirstFinding('x', { items: [{ description: 'y'.repeat(200) }] })).toBe(
      `x: ${'y'.repeat(117)}...`,
    );
  });
});
