import { describe, expect, it } from 'vitest';
import { outcomeOf, retryDelayMs } from './outbox-policy';

describe('outbox policy', () => {
  it('removes an item only on a 2xx', () => {
    expect(outcomeOf(201)).toEqual({ kind: 'delivered' });
    expect(outcomeOf(200)).toEqual({ kind: 'delivered' });
  });

  it('keeps a taken slot aside as a conflict, and other refusals as rejected', () => {
    expect(outcomeOf(409)).toEqual({ kind: 'keep-aside', state: 'conflict' });
    expect(outcomeOf(422)).toEqual({ kind: 'keep-aside', state: 'rejected' });
    expect(outcomeOf(400)).toEqual({ kind: 'keep-aside', state: 'rejected' });
    expect(outcomeOf(404)).toEqual({ kind: 'keep-aside', state: 'rejected' });
  });

  it('retries on no answer, on 5xx and when rate limited', () => {
    for (const s of ['network', 500, 502, 503, 429, 408] as const)
      expect(outcomeOf(s)).toEqual({ kind: 'retry' });
  });

  it('backs off exponentially, capped at five minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(300_000);
  });
});
