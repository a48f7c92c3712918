/**
 * Sends the outbox, one item at a time and in order: right after load, when the browser comes
 * back online, and on a backoff timer. An item leaves only on a confirmed 2xx; the server's
 * idempotent creates make a repeat after a lost answer harmless. A Web Lock keeps two tabs from
 * sending at once.
 */
import {
  editTokenFor,
  listItems,
  markDelivered,
  putItem,
  rememberEditToken,
  type OutboxItem,
} from './outbox-db';
import { outcomeOf, retryDelayMs } from './outbox-policy';
import { EDIT_TOKEN_HEADER } from '../../../shared/api-headers';

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let rerun: { force: boolean } | undefined;

function scheduleAt(when: number) {
  clearTimeout(timer);
  timer = setTimeout(() => void flushOutbox(), Math.max(0, when - Date.now()));
}

/** The server's own words for a refusal (its JSON error message), for the visitor to read. */
async function reasonOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON (a proxy's error page): fall through to the raw text.
  }
  return text.slice(0, 200) || res.statusText;
}

/** A delivered create of a provisional booking answers the edit token its step 2 will need. */
async function keepEditToken(item: OutboxItem, res: Response): Promise<void> {
  if (item.kind !== 'booking' || item.method !== 'POST') return;
  const answer = (await res.json().catch(() => undefined)) as { editToken?: unknown } | undefined;
  if (typeof answer?.editToken === 'string') await rememberEditToken(item.recordId, answer.editToken);
}

async function sendOne(item: OutboxItem): Promise<'next' | 'stop'> {
  let status: number | 'network';
  let errorText = '';
  try {
    const editToken = item.editTokenOf ? await editTokenFor(item.editTokenOf) : undefined;
    const res = await fetch(item.url, {
      method: item.method,
      headers: {
        'Content-Type': 'application/json',
        ...(editToken ? { [EDIT_TOKEN_HEADER]: editToken } : {}),
      },
      body: JSON.stringify(item.body),
      credentials: 'include',
    });
    status = res.status;
    if (res.ok) await keepEditToken(item, res);
    else errorText = `${res.status}: ${await reasonOf(res)}`;
  } catch (error) {
    status = 'network';
    errorText = error instanceof Error ? `No connection (${error.message})` : 'No connection';
  }
  const outcome = outcomeOf(status);
  if (outcome.kind === 'delivered') {
    await markDelivered(item);
    return 'next';
  }
  const attempts = item.attempts + 1;
  if (outcome.kind === 'keep-aside') {
    await putItem({ ...item, attempts, state: outcome.state, lastError: errorText });
    return 'next';
  }
  const nextAttemptAt = Date.now() + retryDelayMs(attempts);
  await putItem({ ...item, attempts, lastError: errorText, nextAttemptAt });
  scheduleAt(nextAttemptAt);
  return 'stop';
}

async function flush(force: boolean) {
  for (;;) {
    const next = (await listItems()).find((i) => i.state === 'pending');
    if (!next) return;
    if (!force && next.nextAttemptAt && next.nextAttemptAt > Date.now()) {
      scheduleAt(next.nextAttemptAt);
      return;
    }
    // Items stay in order: a later item never overtakes one that is still waiting.
    if ((await sendOne(next)) === 'stop') return;
    force = false;
  }
}

/** Send what is waiting. `force` ignores the backoff (the visitor pressed 'Send now'). */
export function flushOutbox(options: { force?: boolean } = {}): Promise<void> {
  if (running) {
    // A pass is already under way, perhaps failing on a connection that has just come back:
    // remember to go round once more when it ends, or this request would wait out the backoff.
    rerun = { force: (rerun?.force ?? false) || (options.force ?? false) };
    return running;
  }
  running = (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request('lhe-outbox-send', () => flush(options.force ?? false));
      else await flush(options.force ?? false);
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

/** Start sending automatically: now, whenever the connection returns, and on the timer. */
export function startOutbox(): void {
  window.addEventListener('online', () => void flushOutbox({ force: true }));
  void flushOutbox();
}

/** Put a kept-aside item back in line (e.g. after the visitor picked another time). */
export async function retryItem(item: OutboxItem, body?: unknown): Promise<void> {
  await putItem({ ...item, body: body ?? item.body, state: 'pending', nextAttemptAt: undefined });
  await flushOutbox({ force: true });
}
