/**
 * The one error boundary of the app: every thrown error becomes a JSON `{ message, errors? }`
 * answer; anything unexpected is logged here and answered as a bare 500, never a stack trace.
 */
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { ApiError } from '#shared/schemas/api-error';
import { errorSummary } from '../lib/error-summary';
import { HttpError } from '../lib/http-errors';
import { log } from '../lib/log';
import { isStoreUnavailable } from '../store/store-error';

/** How long a client is asked to wait while the store is unavailable (the outbox honours it). */
const STORE_RETRY_AFTER_SECONDS = 5;

/** First message per field, keyed by the field's path joined with dots. */
export function zodErrorBody(error: z.core.$ZodError): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    // A root-level issue (body not an object) has no field to attach to.
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  const message = error.issues[0]?.message ?? 'Invalid request';
  return Object.keys(errors).length > 0 ? { message, errors } : { message };
}

interface ErrorAnswer {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

function toAnswer(err: unknown): ErrorAnswer | undefined {
  if (err instanceof HttpError) return { status: err.status, body: err.toBody(), headers: err.extra.headers };
  if (err instanceof z.core.$ZodError) return { status: 400, body: zodErrorBody(err) };
  if (isStoreUnavailable(err)) {
    return {
      status: 503,
      body: { message: 'We cannot save or read data for a moment. Please try again shortly.' },
      headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
    };
  }
  // Errors from Koa and its helpers (ctx.throw, http-errors) that are safe to show.
  const e = err as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500 && e.expose === true) {
    return { status: e.status, body: { message: String(e.message) } };
  }
  return undefined;
}

export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      let answer = toAnswer(err);
      if (answer?.status === 503) log.warn(`Store unavailable on ${ctx.method} ${ctx.path}: ${String(err)}`);
      if (!answer) {
        const requestId = (ctx.state as { requestId?: string }).requestId;
        // The route's pattern, not its path: a path carries ids, and the summary no lead text.
        const route = `${ctx.method} ${(ctx as { _matchedRoute?: string })._matchedRoute ?? ctx.path}`;
        const summary = errorSummary(err);
        log.error(`Unhandled ${summary.type} on ${route} (request ${requestId})`, summary, {
          requestId,
          route,
        });
        // The id the log line carries: what someone reporting the failure can quote.
        answer = { status: 500, body: { message: 'Internal server error', requestId } };
      }
      ctx.status = answer.status;
      if (answer.headers) ctx.set(answer.headers);
      ctx.body = answer.body;
    }
  };
}

/** A browser that left mid-download (a cancelled navigation, a closed tab): not a fault of ours. */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

/**
 * Koa's 'error' listener, for what fails after the answer started (a file stream): Koa's own
 * would print a stack for every visitor who closes a page while an image is still arriving.
 */
export function logServerError(err: unknown): void {
  const e = err as { code?: unknown; status?: unknown; expose?: unknown; stack?: unknown };
  if (CLIENT_GONE.has(String(e?.code)) || e?.status === 404 || e?.expose === true) return;
  log.error('Error after the answer started', errorSummary(err));
}
