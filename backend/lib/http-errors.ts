/**
 * Errors a handler throws to answer with a status and a `{ message, errors? }` body
 * (shared/schemas/api-error.ts). The error middleware turns them into the response.
 */
import type { ApiError } from '#shared/schemas/api-error';

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly extra: { errors?: Record<string, string>; headers?: Record<string, string>; body?: object } = {},
  ) {
    super(message);
  }

  /** The JSON body sent to the client. */
  toBody(): ApiError & Record<string, unknown> {
    return {
      message: this.message,
      ...(this.extra.errors ? { errors: this.extra.errors } : {}),
      ...this.extra.body,
    };
  }
}

/** A 400 about one field: the message is also that field's error. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { errors: { [field]: message } });
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const gone = (message: string) => new HttpError(410, message);
export const payloadTooLarge = () => new HttpError(413, 'Request body too large');
export const unprocessable = (message: string) => new HttpError(422, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, body?: object) =>
  new HttpError(429, message, { headers: { 'Retry-After': String(retryAfterSeconds) }, body });
