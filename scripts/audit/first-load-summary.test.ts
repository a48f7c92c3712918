import { describe, expect, it } from 'vitest';
import type { FirstLoad } from './first-load-bytes';
import { firstLoadLines, firstLoadMisses } from './first-load-summary';

const load = (kb: number, workerKb: number, more: Partial<FirstLoad> = {}): FirstLoad => ({
  bytes: kb * 1024,
  requests: 40,
  workerBytes: workerKb * 1024,
  workerRequests: 30,
  workerActive: true,
  ...more,
});

describe('firstLoadLines', () => {
  it("states both builds' first loads and the service worker's part of each", () => {
    expect(
      firstLoadLines(load(2573.1, 2296.5), load(900, 700, { requests: 20, workerRequests: 12 })),
    ).toEqual([
      'Home first load with service worker: before 2573.1 KB (40 requests), after 900.0 KB (20 requests)',
      'of which service worker: before 2296.5 KB (30 requests), after 700.0 KB (12 requests)',
    ]);
  });

  it('says so when the baseline was skipped', () => {
    expect(firstLoadLines(undefined, load(900, 700))[0]).toBe(
      'Home first load with service worker: before not measured, after 900.0 KB (40 requests)',
    );
  });
});

describe('firstLoadMisses', () => {
  it('misses when this build loads more than today’s', () => {
    expect(firstLoadMisses(load(900, 700), load(900, 600))).toEqual([]);
    expect(firstLoadMisses(load(900, 700), load(900.5, 600))).toEqual([
      'Home first load with service worker: after 900.5 KB > before 900.0 KB (+512 bytes)',
    ]);
    expect(firstLoadMisses(undefined, load(5000, 700))).toEqual([]);
  });

  it("misses when a load did not count the service worker's precache", () => {
    expect(firstLoadMisses(load(900, 700), load(100, 0, { workerRequests: 0 }))).toEqual([
      'Home first load (after): no active service worker or none of its requests counted, so its precache was not measured',
    ]);
    expect(firstLoadMisses(load(900, 700, { workerActive: false }), load(800, 600))).toHaveLength(1);
  });
});
