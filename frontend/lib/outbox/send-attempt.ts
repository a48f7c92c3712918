/** One attempt to send an outbox item: the request, with a deadline and no redirects, and what came back. */
import { EDIT_TOKEN_HEADER } from '#shared/api-headers';
import { type OutboxItem } from './outbox-db';
import { editTokenFor } from './outbox-receipts';
import type { AttemptAnswer } from './outbox-policy';

export interface Attempt {
  answer: AttemptAnswer;
  /** What the visitor reads as the item's last error when it was not delivered. */
  errorText: string;
}

const PORTAL_HINT = 'not an answer from our server (a Wi-Fi sign-in page?)';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describe(res: Response, text: string, json: unknown): string {
  if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400))
    return `Redirected: ${PORTAL_HINT}`;
  if (res.ok) return `${res.status}: ${PORTAL_HINT}`;
  const message = (json as { message?: unknown } | undefined)?.message;
  const reason = typeof message === 'string' && message ? message : text.slice(0, 200) || res.statusText;
  return `${res.status}: ${reason}`;
}

/** Send `item` once; a request with no full answer within `timeoutMs` counts as no answer. */
export async function attemptSend(item: OutboxItem, timeoutMs: number): Promise<Attempt> {
  try {
    const editToken = item.editTokenOf ? await editTokenFor(item.editTokenOf) : undefined;
    const res = await fetch(item.url, {
      method: item.method,
      headers: {
        ...(item.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(editToken ? { [EDIT_TOKEN_HEADER]: editToken } : {}),
      },
      // A withdrawal (DELETE) has no body.
      body: item.body !== undefined ? JSON.stringify(item.body) : undefined,
      credentials: 'include',
      redirect: 'manual',
      // Covers reading the body too: a connection that stalls mid-answer also ends here.
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    const json = (res.headers.get('Content-Type') ?? '').includes('json') ? parseJson(text) : undefined;
    const answer = { status: res.status, json, retryAfter: res.headers.get('Retry-After') };
    return { answer, errorText: describe(res, text, json) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const detail = error instanceof Error ? ` (${error.message})` : '';
    return {
      answer: 'no-answer',
      errorText: timedOut ? `No answer within ${Math.round(timeoutMs / 1000)} s` : `No connection${detail}`,
    };
  }
}
