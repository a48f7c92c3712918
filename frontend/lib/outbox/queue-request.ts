/**
 * How a form hands a request to the outbox, and the test forms use to decide whether to.
 */
import { ApiRequestError } from '../api-request';
import { addItem, type OutboxKind } from './outbox-db';
import { flushOutbox } from './outbox-sender';
import { requestBackgroundSync } from './outbox-sync-tag';

/** Whether the browser says it has no connection right now. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether a failed request should be kept and retried: no answer at all, or a server error. */
export function isRetryableFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status >= 500;
  return error instanceof TypeError; // fetch's "network error"
}

/** Keep a request in the outbox and try to send it straight away. */
export async function queueRequest(request: {
  kind: OutboxKind;
  method: 'POST' | 'PATCH';
  url: string;
  recordId: string;
  body: unknown;
  label: string;
  capturedAt: string;
  editTokenOf?: string;
}): Promise<void> {
  await addItem(request);
  void requestBackgroundSync();
  void flushOutbox();
}
