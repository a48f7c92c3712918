/**
 * Sends the outbox: right after load, when the browser comes back online, and on a backoff
 * timer. An item leaves only when our API answered with its own record; the server's idempotent
 * creates make a repeat after a lost answer harmless. Order is kept only between items of the
 * same record (a booking's create, then its move): one item that keeps failing never holds back
 * another lead. Each item is picked and sent under the outbox lock, shared with the other tabs,
 * the service worker, Discard and Send now.
 */
import { parseApiError } from '../api-error';
import { REQUEST_TIMEOUT_MS } from '../api-request';
import { deleteItem, getItem, listItems, putItem, type OutboxItem } from './outbox-db';
import { markDelivered, rememberEditToken } from './outbox-receipts';
import { withOutboxLock } from './outbox-lock';
import { outcomeOf, withdrawalOutcome } from './outbox-policy';
import { attemptSend } from './send-attempt';

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let rerun: { force: boolean } | undefined;
let timeoutMs = REQUEST_TIMEOUT_MS;

/** Change the per-request deadline (the unit tests use a short one). */
export function setSendTimeout(ms: number): void {
  timeoutMs = ms;
}

function scheduleAt(when: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void flushOutbox(), Math.max(0, when - Date.now()));
}

/** A delivered create of a provisional booking answers the edit token its step 2 will need. */
async function keepEditToken(item: OutboxItem, json: unknown): Promise<void> {
  if (item.kind !== 'booking' || item.method !== 'POST') return;
  const token = (json as { editToken?: unknown } | undefined)?.editToken;
  if (typeof token === 'string') await rememberEditToken(item.recordId, token);
}

/** The API's refusal names each invalid field ({ errors: { path: message } }): kept for the visitor to fix. */
function fieldErrorsOf(json: unknown): Record<string, string> | undefined {
  const errors: unknown = parseApiError(json)?.errors;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const entries = Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Send one item and record its fate. Says whether anything answered, and when it is due again. */
async function sendOne(item: OutboxItem): Promise<{ answered: boolean; retryAt?: number }> {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const { answer, errorText } = await attemptSend(item, timeoutMs);
  const attempts = item.attempts + 1;
  // A browser that says it is offline fails the request before sending it: nothing left the device.
  const mayHaveArrived = item.mayHaveArrived === true || answer !== 'no-answer' || !offline;
  const outcome =
    item.method === 'DELETE'
      ? withdrawalOutcome(answer, item.recordId, attempts)
      : outcomeOf(answer, item.recordId, attempts);
  const answered = answer !== 'no-answer';
  if (outcome.kind === 'delivered') {
    if (answer !== 'no-answer') await keepEditToken(item, answer.json);
    await markDelivered(item);
    return { answered };
  }
  if (outcome.kind === 'keep-aside') {
    const fieldErrors = answer === 'no-answer' ? undefined : fieldErrorsOf(answer.json);
    await putItem({
      ...item,
      attempts,
      mayHaveArrived,
      state: outcome.state,
      lastError: errorText,
      fieldErrors,
    });
    return { answered };
  }
  const retryAt = Date.now() + outcome.delayMs;
  await putItem({ ...item, attempts, mayHaveArrived, lastError: errorText, nextAttemptAt: retryAt });
  return { answered, retryAt };
}

/**
 * The first item that may go now: pending, due (or forced), not tried in this pass, and with no
 * earlier item of its record still in the outbox. Also the soonest time a held-back one is due.
 */
function pickNext(items: OutboxItem[], tried: Set<number>, force: boolean) {
  const heldRecords = new Set<string>();
  let soonest = Infinity;
  for (const item of items) {
    if (heldRecords.has(item.recordId)) continue;
    heldRecords.add(item.recordId);
    if (item.state !== 'pending' || tried.has(item.seq!)) continue;
    if (force || !item.nextAttemptAt || item.nextAttemptAt <= Date.now()) return { next: item, soonest };
    soonest = Math.min(soonest, item.nextAttemptAt);
  }
  return { next: undefined, soonest };
}

async function flush(force: boolean) {
  const tried = new Set<number>();
  let soonest = Infinity;
  for (;;) {
    const step = await withOutboxLock(async () => {
      const picked = pickNext(await listItems(), tried, force);
      if (!picked.next) return { done: true, soonest: picked.soonest };
      tried.add(picked.next.seq!);
      const sent = await sendOne(picked.next);
      // No answer at all means no connection: the rest would fail alike, so wait out the backoff.
      return { done: !sent.answered, soonest: sent.retryAt ?? Infinity };
    });
    soonest = Math.min(soonest, step.soonest);
    if (step.done) break;
  }
  if (soonest < Infinity) scheduleAt(soonest);
}

/** Send what is waiting. `force` ignores the backoff (the visitor pressed 'Send now', or the connection returned). */
export function flushOutbox(options: { force?: boolean } = {}): Promise<void> {
  if (running) {
    // A pass is already under way, perhaps failing on a connection that has just come back:
    // remember to go round once more when it ends, or this request would wait out the backoff.
    rerun = { force: (rerun?.force ?? false) || (options.force ?? false) };
    return running;
  }
  running = (async () => {
    try {
      await flush(options.force ?? false);
    } catch (error) {
      console.warn('Outbox: sending stopped', error);
    } finally {
      running = undefined;
    }
    if (rerun) {
      const again = rerun;
      rerun = undefined;
      await flushOutbox(again);
    }
  })();
  return running;
}

let started = false;

/** Start sending automatically: now, whenever the connection returns, and on the timer. Once per page. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void flushOutbox({ force: true }));
  // A page opening is a fresh chance, like the connection returning: what waits goes now, not
  // after the backoff earlier failed tries (or a Background Sync that gave up) left behind.
  void flushOutbox({ force: true });
}

/**
 * Put an item back in line now (Send now, or a conflict resolved with a new body and the label
 * that describes it). Under the lock, from the stored copy: an item delivered or discarded
 * meanwhile stays gone.
 */
export async function retryItem(item: OutboxItem, body?: unknown, label?: string): Promise<void> {
  await withOutboxLock(async () => {
    const current = await getItem(item.seq!);
    if (!current) return;
    await putItem({
      ...current,
      body: body ?? current.body,
      label: label ?? current.label,
      state: 'pending',
      nextAttemptAt: undefined,
      fieldErrors: undefined,
    });
  });
  await flushOutbox({ force: true });
}

/** After a sign-in: what waited for a session goes back in line and is sent now. */
export async function resumeSignedOut(): Promise<void> {
  await withOutboxLock(async () => {
    for (const item of await listItems()) {
      if (item.state === 'signed-out') await putItem({ ...item, state: 'pending', nextAttemptAt: undefined });
    }
  });
  await flushOutbox({ force: true });
}

/** Discard an item for good, once no send of it is under way (so none can put it back). */
export function discardItem(seq: number): Promise<void> {
  return withOutboxLock(() => deleteItem(seq));
}
