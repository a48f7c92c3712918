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

/**
 * The fate of an item after one attempt. A retry says how long to wait first, and whether the
 * server asked for that wait (Retry-After: only Send now goes sooner). gone: the record was
 * withdrawn (410), or a withdrawal was refused for good: the item leaves with its record's
 * requests. fall-back: a follow-up whose edit token no longer works is replaced by its fallback.
 */
export type SendOutcome =
  | { kind: 'delivered' }
  | { kind: 'keep-aside'; state: Exclude<OutboxState, 'pending'> }
  | { kind: 'retry'; delayMs: number; serverAsked?: boolean }
  | { kind: 'gone' }
  | { kind: 'fall-back' };

/**
 * Refusals the API makes for good to a follow-up (a PATCH or DELETE of a record): also 403/404/410,
 * the edit token no longer works or the record is gone, and no retry can change that.
 */
const FINAL_FOLLOW_UP_REFUSALS: ReadonlySet<number> = new Set([400, 403, 404, 409, 410, 413, 422]);

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
  // Our API's own 401 (the session ended) or 403 to a create (this account may not send it, or
  // must change its password first): only another sign-in changes that. Kept until one happens,
  // not retried into the void. A JSON 404 is still retried: a server mid-deploy may lack the route.
  if (parseApiError(json) && (status === 401 || status === 403))
    return { kind: 'keep-aside', state: 'signed-out' };
  if (parseApiError(json) && FINAL_REFUSALS.has(status)) return { kind: 'keep-aside', state: 'rejected' };
  // The API's 410: the record was withdrawn, a create arriving late must not bring it back.
  if (parseApiError(json) && status === 410) return { kind: 'gone' };
  if (status === 429 || status === 503) {
    const asked = retryAfterMs(answer.retryAfter, now);
    return asked === undefined
      ? retry(retryDelayMs(attempts))
      : { kind: 'retry', delayMs: asked, serverAsked: true };
  }
  if (status >= 400 && status < 500 && status !== 408) return retry(slowRetryDelayMs(attempts));
  return retry(retryDelayMs(attempts)); // 5xx, 408, a redirect, an opaque answer
}

/** Whether `answer` is the API's own refusal of a follow-up that no retry can change. */
const finalForFollowUp = (answer: AttemptAnswer) =>
  answer !== 'no-answer' &&
  FINAL_FOLLOW_UP_REFUSALS.has(answer.status) &&
  parseApiError(answer.json) !== undefined;

/**
 * The fate of a follow-up (a PATCH moving a booking): the API's own 403/404/410 say its edit token
 * no longer works or the booking is gone. With a fallback it is replaced by that; without, it is
 * refused for good (shown with what to do next), as is any other final refusal but a 409 conflict.
 */
export function followUpOutcome(
  answer: AttemptAnswer,
  recordId: string,
  attempts: number,
  options: { hasFallback: boolean; now?: number } = { hasFallback: false },
): SendOutcome {
  const outcome = outcomeOf(answer, recordId, attempts, options.now);
  if (outcome.kind === 'delivered' || answer === 'no-answer' || !finalForFollowUp(answer)) return outcome;
  if (options.hasFallback && [403, 404, 410].includes(answer.status)) return { kind: 'fall-back' };
  if (answer.status === 409) return outcome;
  return { kind: 'keep-aside', state: 'rejected' };
}

/**
 * The fate of a withdrawal (DELETE of a provisional booking): its 204 has no record to check, and
 * the API's 404 means it is already gone (a repeat after a lost answer). Only our API answers 204
 * to a DELETE; a portal's page is a 200 or a redirect. The API's other final refusals (the token
 * is past its hour, the booking is no longer provisional) drop it: nothing the visitor can change.
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
  if (finalForFollowUp(answer)) return { kind: 'gone' };
  return outcomeOf(answer, recordId, attempts, now);
}
