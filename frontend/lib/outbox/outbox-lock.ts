/**
 * The one lock every writer of the outbox's items takes: the sender (tabs and the service
 * worker), Discard and Send now. Without it a discard during a send could be undone by the
 * send's own write, or a "Send now" could bring back an item just delivered.
 */
const LOCK_NAME = 'lhe-outbox-send';

// Where Web Locks are missing (old browsers, Node in the unit tests) a promise chain serialises
// the callers of this context; there is no other context to share with there anyway.
let tail: Promise<unknown> = Promise.resolve();

/** Run `fn` while holding the outbox lock. */
export function withOutboxLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(LOCK_NAME, fn) as Promise<T>;
  const run = tail.then(fn, fn);
  tail = run.catch(() => undefined);
  return run;
}
