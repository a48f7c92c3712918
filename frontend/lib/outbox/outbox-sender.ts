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
import { listItems, type OutboxItem } from './outbox-db';
import { markDelivered, rememberEditToken } from './outbox-receipts';
import { deleteItem, deleteRecord, getItem, putItem, replaceItem } from './outbox-writes';
import { withOutboxLock } from './outbox-lock';
import { followUpOutcome, outcomeOf, withdrawalOutcome, type AttemptAnswer } from './outbox-policy';
import { requestBackgroundSync } from './outbox-sync-tag';
import { attemptSend } from './send-attempt';

/** Whether the browser says it has no connection (its requests then fail without leaving the device). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

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

/**
 * The create that replaces a follow-up refused for good: it names the old record, with that
 * record's token, and the server withdraws the old one once the new one is stored.
 */
function fallbackItems(item: OutboxItem): Omit<OutboxItem, 'seq' | 'attempts' | 'state'>[] {
  const { recordId, url, body, label } = item.fallback!;
  const replaces = `${url}?replaces=${encodeURIComponent(item.recordId)}`;
  return [
    {
      kind: 'booking',
      method: 'POST',
      url: replaces,
      recordId,
      body,
      label,
      capturedAt: item.capturedAt,
      editTokenOf: item.recordId,
    },
  ];
}

function outcomeFor(item: OutboxItem, answer: AttemptAnswer, attempts: number) {
  if (item.method === 'DELETE') return withdrawalOutcome(answer, item.recordId, attempts);
  if (item.method === 'PATCH')
    return followUpOutcome(answer, item.recordId, attempts, { hasFallback: item.fallback !== undefined });
  return outcomeOf(answer, item.recordId, attempts);
}

/** Send one item and record its fate. Says whether anything answered, and when it is due again. */
async function sendOne(item: OutboxItem): Promise<{ answered: boolean; retryAt?: number }> {
  const offline = isOffline();
  const { answer, errorText } = await attemptSend(item, timeoutMs);
  const attempts = item.attempts + 1;
  // A browser that says it is offline fails the request before sending it: nothing left the device.
  const mayHaveArrived = item.mayHaveArrived === true || answer !== 'no-answer' || !offline;
  const outcome = outcomeFor(item, answer, attempts);
  const answered = answer !== 'no-answer';
  switch (outcome.kind) {
    case 'delivered':
      if (answer !== 'no-answer') await keepEditToken(item, answer.json);
      await markDelivered(item);
      return { answered };
    case 'gone':
      await deleteRecord(item.recordId);
      return { answered };
    case 'fall-back':
      await replaceItem(item.seq!, fallbackItems(item));
      return { answered };
    case 'keep-aside': {
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
    case 'retry': {
      const retryAt = Date.now() + outcome.delayMs;
      const notBefore = outcome.serverAsked ? retryAt : undefined;
      await putItem({
        ...item,
        attempts,
        mayHaveArrived,
        lastError: errorText,
        nextAttemptAt: retryAt,
        notBefore,
      });
      return { answered, retryAt };
    }
  }
}

/** When `item` may be sent: now (0), or the earliest time; a forced pass skips the backoff, not Retry-After. */
function dueAt(item: OutboxItem, force: boolean, now: number): number {
  if (item.notBefore && item.notBefore > now) return item.notBefore;
  if (force || !item.nextAttemptAt || item.nextAttemptAt <= now) return 0;
  return item.nextAttemptAt;
}

/**
 * The items that may be sent at all: pending, with no earlier request of their record still in the
 * outbox (a record's requests go in order) and nothing left of the record they wait for.
 */
export function sendableItems(items: readonly OutboxItem[]): OutboxItem[] {
  const waiting = new Set(items.map((item) => item.recordId));
  const heldRecords = new Set<string>();
  const sendable: OutboxItem[] = [];
  for (const item of items) {
    if (heldRecords.has(item.recordId)) continue;
    heldRecords.add(item.recordId);
    if (item.state !== 'pending' || (item.waitsFor && waiting.has(item.waitsFor))) continue;
    sendable.push(item);
  }
  return sendable;
}

/**
 * The first sendable item due now (or forced), not tried in this pass; also the soonest time one
 * held back is due. Each record is held back on its own: one item that gets no answer never
 * stops the others.
 */
function pickNext(items: OutboxItem[], tried: Set<number>, force: boolean) {
  const now = Date.now();
  let soonest = Infinity;
  for (const item of sendableItems(items)) {
    if (tried.has(item.seq!)) continue;
    const due = dueAt(item, force, now);
    if (due === 0) return { next: item, soonest };
    soonest = Math.min(soonest, due);
  }
  return { next: undefined, soonest };
}

/** One pass; says when the next is due (Infinity: nothing waits on a timer). */
async function flush(force: boolean): Promise<number> {
  const tried = new Set<number>();
  let soonest = Infinity;
  for (;;) {
    const step = await withOutboxLock(async () => {
      const picked = pickNext(await listItems(), tried, force);
      if (!picked.next) return { done: true, soonest: picked.soonest };
      tried.add(picked.next.seq!);
      const sent = await sendOne(picked.next);
      // A browser that says it is offline fails every request alike: the `online` event resumes.
      return { done: !sent.answered && isOffline(), soonest: sent.retryAt ?? Infinity };
    });
    soonest = Math.min(soonest, step.soonest);
    if (step.done) return soonest;
  }
}

/** The next pass after one that failed on the device's storage (an IndexedDB error or time-out). */
const STORAGE_RETRY_MS = 30_000;

/**
 * Send what is waiting. `force` ignores the backoff (the page opened, the connection returned,
 * the worker's sync) but not a wait the server asked for; Send now (retryItem) lifts that too.
 */
export function flushOutbox(options: { force?: boolean } = {}): Promise<void> {
  if (running) {
    // A pass is already under way, perhaps failing on a connection that has just come back:
    // remember to go round once more when it ends, or this request would wait out the backoff.
    rerun = { force: (rerun?.force ?? false) || (options.force ?? false) };
    return running;
  }
  running = (async () => {
    let next: number;
    try {
      next = await flush(options.force ?? false);
    } catch (error) {
      console.warn('Outbox: sending stopped', error);
      next = Date.now() + STORAGE_RETRY_MS;
    } finally {
      running = undefined;
    }
    if (next < Infinity) {
      scheduleAt(next);
      // Something is still due: ask the browser to wake the worker again (it stops after a few failed syncs).
      void requestBackgroundSync((globalThis as { registration?: ServiceWorkerRegistration }).registration);
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
  // after the backoff earlier failed tries (or a Background Sync that gave up) left behind;
  // a wait the server asked for (Retry-After) still holds.
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
      notBefore: undefined,
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

/**
 * Discard an item for good, once no send of it is under way (so none can put it back). A create
 * takes its record's follow-ups with it: they could never be sent without it.
 */
export function discardItem(seq: number): Promise<void> {
  return withOutboxLock(async () => {
    const item = await getItem(seq);
    if (item?.method === 'POST') await deleteRecord(item.recordId);
    else await deleteItem(seq);
  });
}
