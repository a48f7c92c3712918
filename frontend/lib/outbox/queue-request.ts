/**
 * How a form hands a request to the outbox, and the test forms use to decide whether to.
 */
import { ApiRequestError, isNoApiAnswer } from '../api-request';
import { addItem, type OutboxFallback, type OutboxItem, type OutboxKind } from './outbox-db';
import { isApiRefusal } from './api-refusal';
import { requestBackgroundSync } from './outbox-sync-tag';

/** Whether the browser says it has no connection right now (a hint only: a send may still fail). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Whether a failed request should be kept and retried: whatever the outbox itself would retry
 * (no answer, a timeout, a sign-in page, a 5xx, a proxy's refusal), not the API's own refusals.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return !isApiRefusal(error.status, error.body);
  return isNoApiAnswer(error);
}

/**
 * Keep a request in the outbox and try to send it straight away. `mayHaveArrived`: the form
 * already tried it online and got no usable answer, so the server may have it (never dropped as
 * unsent). `fallback`: what to send instead if the API refuses this follow-up for good.
 * `waitsFor`: a record whose requests must all be sent before this one.
 */
export async function queueRequest(request: {
  kind: OutboxKind;
  method: OutboxItem['method'];
  url: string;
  recordId: string;
  body: unknown;
  label: string;
  capturedAt: string;
  editTokenOf?: string;
  waitsFor?: string;
  mayHaveArrived?: boolean;
  fallback?: OutboxFallback;
}): Promise<void> {
  await addItem(request);
  void requestBackgroundSync();
  // The sender is fetched only once something waits (most visits never queue anything). The item
  // is already stored: if the fetch fails offline, the worker's sync or the next page sends it.
  void import('./outbox-sender').then(
    (m) => m.flushOutbox(),
    () => undefined,
  );
}
