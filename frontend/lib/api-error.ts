/**
 * The one reader of the API's error bodies ({ message, errors? }, shared/schemas/api-error.ts),
 * for the text of a failed answer and for JSON already parsed alike. Anything else (a proxy's
 * page, an empty body) is no API error.
 */
import type { ApiError } from '#shared/schemas/api-error';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The API's error body in `body` (response text or parsed JSON), or undefined if it is not one. */
export function parseApiError(body: unknown): ApiError | undefined {
  const json = typeof body === 'string' ? parseJson(body) : body;
  if (typeof json !== 'object' || json === null) return undefined;
  return typeof (json as { message?: unknown }).message === 'string' ? (json as ApiError) : undefined;
}
