import { ApiRequestError } from '../../lib/api-request';

/**
 * Why an owner's action failed, in words: "<what>: " and the server's own message, else its
 * status, else `noConnection` (nothing answered).
 */
export function actionFailure(
  error: unknown,
  what: string,
  noConnection = 'no connection to the server.',
): string {
  if (error instanceof ApiRequestError)
    return `${what}: ${error.apiError?.message ?? `the server answered ${error.status}`}`;
  return `${what}: ${noConnection}`;
}
