/**
 * The API's own refusals: the only answers that keep a request aside instead of retrying it. Kept
 * apart from the outbox's policy so a form can tell them apart without loading the whole policy.
 */
import { parseApiError } from '../api-error';

/** Refusals the API makes for good: the body or the id cannot be accepted as it is. */
export const FINAL_REFUSALS: ReadonlySet<number> = new Set([400, 413, 422]);

/**
 * Refusals the API makes for good to a follow-up (a PATCH or DELETE of a record): also 403/404/410,
 * the edit token no longer works or the record is gone, and no retry can change that.
 */
export const FINAL_FOLLOW_UP_REFUSALS: ReadonlySet<number> = new Set([400, 403, 404, 409, 410, 413, 422]);

/** Whether a non-2xx answer is the API refusing this request as it is (409 conflict, 400/413/422). */
export function isApiRefusal(status: number, body: unknown): boolean {
  return parseApiError(body) !== undefined && (status === 409 || FINAL_REFUSALS.has(status));
}
