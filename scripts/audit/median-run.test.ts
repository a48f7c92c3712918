import { describe, expect, it } from 'vitest';
import { budgetMisses, medianRun, summarizeRuns, withFirstFinding, type PageScores } from './lighthouse-run';

const run = (performance: number, tbtMs: number): PageScores => ({
  path: '/',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs,
  cls: 0,
  jsKb: 160,
  jsSentKb: 150,
  cssKb: 21,
  failing: [],
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
  it('reports the median run with the TBT of every run, lowest first', () => {
    expect(summarizeRuns([run(81, 700.4), run(97, 39.6), run(92, 220)])).toEqual({
      ...run(92, 220),
      tbtRunsMs: [40, 220, 700],
    });
  });
});

describe('budgetMisses', () => {
  it('names the audits behind a category below 100, and only misses', () => {
    const page = { ...run(96, 80), bestPractices: 96, failing: ['errors-in-console'] };
    expect(budgetMisses(page)).toEqual(['/: Best Practices 96 < 100 (failing: errors-in-console)']);
    expect(budgetMisses(run(96, 80))).toEqual([]);
    // TBT has no budget of its own: it counts within Performance.
    expect(budgetMisses(run(95, 900))).toEqual([]);
    expect(budgetMisses({ ...run(99, 50), lcpMs: 2001 }, ['lcpMs'])).toEqual(['/: LCP 2001 ms > 2000 ms']);
  });

  it('holds Home to the JavaScript budget', () => {
    expect(budgetMisses({ ...run(99, 50), jsKb: 171.2 })).toEqual(['/: JS 171.2 KB gzip > 170 KB']);
    expect(budgetMisses({ ...run(99, 50), path: '/gallery', jsKb: 190 })).toEqual([]);
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
