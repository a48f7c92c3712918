/**
 * The one way the browser talks to the API (spec §7, §8): credentials always sent, JSON
 * content type only with a body, and every non-2xx turned into an error whose message is
 * "<status>: <body or status text>". Redirects are not followed and every request has a
 * deadline: on hotel or event Wi-Fi a sign-in page or a dead link must fail, not hang or pass.
 */
import type { ApiError } from '#shared/schemas/api-error';
import { parseApiError } from './api-error';

/**
 * How long a request may take before it counts as "no connection". Long enough for a slow
 * mobile upload of a lead's few hundred bytes, short enough that nobody has left the page.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/** An API answer that was not a success. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The server's JSON error body, when it sent one. */
  get apiError(): ApiError | undefined {
    return parseApiError(this.body);
  }
}

/**
 * Something answered, but not our API: a redirect (a captive portal's sign-in) or a success
 * that is not the record we sent (a portal's or proxy's HTML page). For the sender it is the
 * same as no connection.
 */
export class NoApiAnswerError extends Error {}

/** Whether a request failed without any answer from the API: offline, timed out, or intercepted. */
export function isNoApiAnswer(error: unknown): boolean {
  if (error instanceof NoApiAnswerError || error instanceof TypeError) return true; // TypeError: fetch's network error
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400))
    throw new NoApiAnswerError('Redirected');
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
}

/** Send a request to the API and fail on any non-success answer. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await throwIfNotOk(res);
  return res;
}

/** The JSON answer of a create or move, only if it is the record with this id; else NoApiAnswerError. */
export async function readRecordAnswer<T extends { id: string }>(res: Response, id: string): Promise<T> {
  const isJson = (res.headers.get('Content-Type') ?? '').includes('json');
  const answer = isJson ? ((await res.json().catch(() => undefined)) as T | undefined) : undefined;
  if (answer?.id !== id) throw new NoApiAnswerError('Not the record sent');
  return answer;
}

/** The default query function: joins the key's segments with '/' into the URL and reads JSON. */
export async function getQueryFn({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> {
  const res = await fetch(queryKey.join('/'), { credentials: 'include' });
  await throwIfNotOk(res);
  return res.json();
}
