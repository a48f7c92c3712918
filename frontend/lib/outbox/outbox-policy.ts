/**
 * What the outbox does with each answer, and when it tries again: pure rules, unit-tested.
 * Only our API's own answers are believed: a success must be the item's record, and only the
 * API's JSON refusals park an item; anything a portal, proxy or deploy says is retried.
 */
import { parseApiError } from '../api-error';
import { FINAL_REFUSALS } from './api-refusal';
import type { OutboxState } from './outbox-db';

/** What one attempt got back: nothing at all, or a status with its JSON body (if it was JSON). */
export type AttemptAnswer = 'no-answer' | { status: number; json?: unknown; retryAfter?: string | null };

/** The fate of an item after one attempt; a retry says how long to wait first. */
export type SendOutcome =
  | { kind: 'delivered' }
  | { kind: 'keep-aside'; state: Exclude<OutboxState, 'pending'> }
  | { kind: 'retry'; delayMs: number };

/** The longest wait a Retry-After may impose before we try anyway. */
const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** First retry after 5 s, doubling, never more than 5 minutes apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}

/** For answers that are not the API's (a proxy's 401/403, a 404 mid-deploy): a minute, doubling, up to 30. */
export function slowRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** A Retry-After header (seconds or an HTTP date) as a wait in ms, or undefined if absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  // At least a second: a server saying "now" must not turn the sender into a busy loop.
  return Number.isNaN(ms) ? undefined : Math.min(Math.max(1_000, ms), MAX_RETRY_AFTER_MS);
}

/** Decide from what an attempt to send the record `recordId` got back (its `attempts`-th try). */
export function outcomeOf(
  answer: AttemptAnswer,
  recordId: string,
  attempts: number,
  now: number = Date.now(),
): SendOutcome {
  const retry = (delayMs: number): SendOutcome => ({ kind: 'retry', delayMs });
  if (answer === 'no-answer') return retry(retryDelayMs(attempts));
  const { status, json } = answer;
  if (status >= 200 && status < 300) {
    // A captive portal's page or a proxy's 200 is not a delivery: only our record is.
    const id = typeof json === 'object' && json !== null ? (json as { id?: unknown }).id : undefined;
    return id === recordId ? { kind: 'delivered' } : retry(retryDelayMs(attempts));
  }
  if (parseApiError(json) && status === 409) return { kind: 'keep-aside', state: 'conflict' };
  // Our API's own 401: the session ended. Kept until someone signs in, not retried into the void.
  if (parseApiError(json) && status === 401) return { kind: 'keep-aside', state: 'signed-out' };
  if (parseApiError(json) && FINAL_REFUSALS.has(status)) return { kind: 'keep-aside', state: 'rejected' };
  if (status === 429 || status === 503)
    return retry(retryAfterMs(answer.retryAfter, now) ?? retryDelayMs(attempts));
  if (status >= 400 && status < 500 && status !== 408) return retry(slowRetryDelayMs(attempts));
  return retry(retryDelayMs(attempts)); // 5xx, 408, a redirect, an opaque answer
}

/**
 * The fate of a withdrawal (DELETE of a provisional booking): its 204 has no record to check, and
 * the API's 404 means it is already gone (a repeat after a lost answer). Only our API answers 204
 * to a DELETE; a portal's page is a 200 or a redirect. The rest as for any other request.
 */
export function withdrawalOutcome(
  answer: AttemptAnswer,
  recordId: string,
  attempts: number,
  now: number = Date.now(),
): SendOutcome {
  if (
    answer !== 'no-answer' &&
    (answer.status === 204 || (answer.status === 404 && parseApiError(answer.json)))
  )
    return { kind: 'delivered' };
  return outcomeOf(answer, recordId, attempts, now);
}
