/** What the outbox does with each answer, and when it tries again: pure rules, unit-tested. */
import type { OutboxState } from './outbox-db';

/** The fate of an item after one attempt. */
export type SendOutcome =
  { kind: 'delivered' } | { kind: 'keep-aside'; state: Exclude<OutboxState, 'pending'> } | { kind: 'retry' };

/** Decide from an HTTP status, or 'network' when no answer arrived. */
export function outcomeOf(status: number | 'network'): SendOutcome {
  if (status === 'network' || status >= 500 || status === 429 || status === 408) return { kind: 'retry' };
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 409) return { kind: 'keep-aside', state: 'conflict' };
  return { kind: 'keep-aside', state: 'rejected' };
}

/** First retry after 5 s, doubling, never more than 5 minutes apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
}
