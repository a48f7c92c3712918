/**
 * The one way the browser talks to the API (spec §7, §8): credentials always sent, JSON
 * content type only with a body, and every non-2xx turned into an error whose message is
 * "<status>: <body or status text>".
 */
import type { ApiError } from '../../shared/schemas/api-error';

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
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed && typeof parsed === 'object' && 'message' in parsed ? (parsed as ApiError) : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiRequestError(res.status, text, res.statusText);
  }
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
  });
  await throwIfNotOk(res);
  return res;
}

/** What a query does with a 401: admin lists treat it as "nothing to show". */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function that joins the key's segments with '/' into the URL and reads JSON. */
export function getQueryFn(options: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return res.json();
  };
}
