import { describe, expect, it } from 'vitest';
import { medianRun, type PageScores } from './lighthouse-run';

const run = (performance: number, tbtMs: number): PageScores => ({
  path: '/',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs,
  cls: 0,
  jsKb: 190,
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
