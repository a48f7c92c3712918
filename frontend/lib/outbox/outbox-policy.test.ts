import { describe, expect, it } from 'vitest';
import {
  followUpOutcome,
  outcomeOf,
  retryAfterMs,
  retryDelayMs,
  slowRetryDelayMs,
  withdrawalOutcome,
} from './outbox-policy';

const ID = '0b7d3f0e-8a43-4c8e-9c4b-1b7c9a2f4e10';
const apiError = { message: 'Please enter a valid email address' };
const answer = (status: number, json?: unknown, retryAfter?: string) => ({ status, json, retryAfter });

describe('outbox policy', () => {
  it('removes an item only on a 2xx JSON answer that carries its own record id', () => {
    expect(outcomeOf(answer(201, { id: ID, email: 'a@example.com' }), ID, 1)).toEqual({ kind: 'delivered' });
    expect(outcomeOf(answer(200, { id: ID }), ID, 1)).toEqual({ kind: 'delivered' });
  });

  it("retries a 2xx that is not its record: a portal's HTML page, someone else's JSON, an empty answer", () => {
    for (const json of [undefined, { id: 'another-id' }, {}, 'ok'])
      expect(outcomeOf(answer(200, json), ID, 1)).toEqual({ kind: 'retry', delayMs: 5_000 });
  });

  it('retries a redirect (a sign-in page) and an opaque answer', () => {
    expect(outcomeOf(answer(302), ID, 1).kind).toBe('retry');
    expect(outcomeOf(answer(0), ID, 1).kind).toBe('retry');
  });

  it("parks only the API's own JSON refusals: 409 as a conflict, 400/413/422 as rejected", () => {
    expect(outcomeOf(answer(409, { message: 'taken' }), ID, 1)).toEqual({
      kind: 'keep-aside',
      state: 'conflict',
    });
    for (const status of [400, 413, 422])
      expect(outcomeOf(answer(status, apiError), ID, 1)).toEqual({ kind: 'keep-aside', state: 'rejected' });
  });

  it("keeps aside the API's own 401 and 403 until someone signs in (a session ended, a password to change)", () => {
    expect(outcomeOf(answer(401, apiError), ID, 1)).toEqual({ kind: 'keep-aside', state: 'signed-out' });
    expect(outcomeOf(answer(403, apiError), ID, 1)).toEqual({ kind: 'keep-aside', state: 'signed-out' });
  });

  it('drops a create the API answers 410: the record was withdrawn, a late create must not bring it back', () => {
    expect(outcomeOf(answer(410, { message: 'This booking was withdrawn' }), ID, 1)).toEqual({
      kind: 'gone',
    });
    expect(outcomeOf(answer(410), ID, 1)).toEqual({ kind: 'retry', delayMs: 60_000 });
  });

  it("retries slowly a create's 401/403/404 from a proxy or a deploy, and refusals not in the API's shape", () => {
    for (const status of [401, 403, 404])
      expect(outcomeOf(answer(status), ID, 1)).toEqual({ kind: 'retry', delayMs: 60_000 });
    // The API's own 404 to a create: a server mid-deploy may not have the route yet.
    expect(outcomeOf(answer(404, apiError), ID, 2)).toEqual({ kind: 'retry', delayMs: 120_000 });
    expect(outcomeOf(answer(400), ID, 1)).toEqual({ kind: 'retry', delayMs: 60_000 });
    expect(outcomeOf(answer(422, { error: 'x' }), ID, 1)).toEqual({ kind: 'retry', delayMs: 60_000 });
    expect(outcomeOf(answer(409), ID, 1)).toEqual({ kind: 'retry', delayMs: 60_000 });
  });

  it('retries on no answer and on 5xx with the usual backoff', () => {
    expect(outcomeOf('no-answer', ID, 1)).toEqual({ kind: 'retry', delayMs: 5_000 });
    for (const status of [500, 502, 504, 408])
      expect(outcomeOf(answer(status, apiError), ID, 3)).toEqual({ kind: 'retry', delayMs: 20_000 });
  });

  it('honours Retry-After on 429 and 503, in seconds or as a date', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    // Marked as the server's: a forced pass waits for it too, only Send now goes sooner.
    expect(outcomeOf(answer(429, apiError, '120'), ID, 1, now)).toEqual({
      kind: 'retry',
      delayMs: 120_000,
      serverAsked: true,
    });
    expect(outcomeOf(answer(503, undefined, 'Thu, 26 Nov 2026 12:00:30 GMT'), ID, 4, now)).toEqual({
      kind: 'retry',
      delayMs: 30_000,
      serverAsked: true,
    });
    // Without one (or unreadable) the usual backoff applies.
    expect(outcomeOf(answer(429, apiError), ID, 2, now)).toEqual({ kind: 'retry', delayMs: 10_000 });
    expect(outcomeOf(answer(503, undefined, 'soon'), ID, 1, now)).toEqual({ kind: 'retry', delayMs: 5_000 });
  });

  it('reads Retry-After within bounds: at least a second, never more than an hour', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(1_000);
    expect(retryAfterMs('0', now)).toBe(1_000);
    expect(retryAfterMs('999999', now)).toBe(3_600_000);
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('backs off exponentially, capped at five minutes (slowly: from a minute, capped at thirty)', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(20)).toBe(300_000);
    expect([1, 2, 3].map(slowRetryDelayMs)).toEqual([60_000, 120_000, 240_000]);
    expect(slowRetryDelayMs(20)).toBe(1_800_000);
  });
});

describe('outbox policy for a follow-up (PATCH)', () => {
  it("takes the API's own 400/403/404/410/413/422 as final: not accepted, never waiting", () => {
    for (const status of [400, 403, 404, 410, 413, 422])
      expect(followUpOutcome(answer(status, apiError), ID, 1)).toEqual({
        kind: 'keep-aside',
        state: 'rejected',
      });
  });

  it('keeps a 409 a conflict (another time can be chosen) and falls back on 403/404/410 when it has a fallback', () => {
    expect(followUpOutcome(answer(409, apiError), ID, 1)).toEqual({ kind: 'keep-aside', state: 'conflict' });
    for (const status of [403, 404, 410])
      expect(followUpOutcome(answer(status, apiError), ID, 1, { hasFallback: true })).toEqual({
        kind: 'fall-back',
      });
    expect(followUpOutcome(answer(422, apiError), ID, 1, { hasFallback: true })).toEqual({
      kind: 'keep-aside',
      state: 'rejected',
    });
  });

  it("still retries what is not the API's: a proxy's 403, a deploy's 404 page, a 5xx, no answer", () => {
    expect(followUpOutcome(answer(403), ID, 1)).toEqual({ kind: 'retry', delayMs: 60_000 });
    expect(followUpOutcome(answer(404, '<html>'), ID, 1, { hasFallback: true }).kind).toBe('retry');
    expect(followUpOutcome(answer(502, apiError), ID, 1).kind).toBe('retry');
    expect(followUpOutcome('no-answer', ID, 1).kind).toBe('retry');
  });
});

describe('outbox policy for a withdrawal (DELETE)', () => {
  it('counts a 204, and the API saying the booking is already gone (404), as done', () => {
    expect(withdrawalOutcome(answer(204), ID, 1)).toEqual({ kind: 'delivered' });
    expect(withdrawalOutcome(answer(404, { message: 'No booking has this id' }), ID, 1)).toEqual({
      kind: 'delivered',
    });
  });

  it("drops it on the API's other final refusals (its hour is over, no longer provisional): nothing to change", () => {
    for (const status of [400, 403, 409, 410, 422])
      expect(withdrawalOutcome(answer(status, apiError), ID, 1)).toEqual({ kind: 'gone' });
  });

  it("retries a portal's 200 page, a redirect, a 404 that is not the API's and a 5xx", () => {
    for (const reply of [answer(200, undefined), answer(302), answer(404), answer(500)])
      expect(withdrawalOutcome(reply, ID, 1).kind).toBe('retry');
    expect(withdrawalOutcome('no-answer', ID, 1).kind).toBe('retry');
  });
});
