import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, httpFailure, nextAttemptAt, smtpFailure } from './retry-policy';

const MIN = 60_000;
const created = new Date('2026-03-01T12:00:00Z');

describe('the retry schedule', () => {
  it('waits about 1 min, 5 min, 30 min, 2 h, 6 h, then every 6 h, and gives up after 48 h', () => {
    const delays: number[] = [];
    let now = created;
    for (let attempts = 1; ; attempts++) {
      const next = nextAttemptAt(DEFAULT_RETRY_POLICY, attempts, created, now, () => 0.5);
      if (!next) break;
      delays.push((next.getTime() - now.getTime()) / MIN);
      now = next;
    }
    expect(delays.slice(0, 6)).toEqual([1, 5, 30, 120, 360, 360]);
    expect(now.getTime() - created.getTime()).toBeLessThanOrEqual(48 * 60 * MIN);
    // 1 + 5 + 30 + 120 + 360 min, then six more 6-hour waits fit in 48 h: 12 attempts in all.
    expect(delays.length).toBe(11);
  });

  it('spreads each delay by up to ±20 %', () => {
    const at = (r: number) =>
      nextAttemptAt(DEFAULT_RETRY_POLICY, 2, created, created, () => r)!.getTime() - created.getTime();
    expect(at(0)).toBe(4 * MIN);
    expect(at(1)).toBe(6 * MIN);
  });
});

describe('which failures are final', () => {
  it('stops on an SMTP 5xx, retries a 4xx answer or no answer at all', () => {
    expect(smtpFailure({ responseCode: 550, response: '550 5.1.1 No such user' })).toMatchObject({
      permanent: true,
      message: '550 5.1.1 No such user',
    });
    expect(smtpFailure({ responseCode: 451, response: '451 Try later' }).permanent).toBe(false);
    expect(smtpFailure({ code: 'ESOCKET', message: 'connect ECONNREFUSED' })).toMatchObject({
      permanent: false,
      message: 'ESOCKET: connect ECONNREFUSED',
    });
  });

  it('stops on an HTTP 4xx but 408 and 429, retries a 5xx', () => {
    expect(httpFailure(400, 'Bad Request').permanent).toBe(true);
    expect(httpFailure(404, 'Not Found').permanent).toBe(true);
    expect(httpFailure(408, 'Request Timeout').permanent).toBe(false);
    expect(httpFailure(429, 'Too Many Requests').permanent).toBe(false);
    expect(httpFailure(503, 'Service Unavailable').permanent).toBe(false);
  });
});
