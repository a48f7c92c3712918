/**
 * Reads JSON request bodies with koa-bodyparser: strict (an object or an array), at most
 * MAX_BODY_BYTES, a `__proto__` key refused (co-body's bourne). Its failures become the API's
 * answers: 400 malformed, 413 too large, 415 unknown encoding. A body of another type is {}.
 */
import type { Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';
import { MAX_BODY_BYTES } from '#shared/limits';
import { HttpError, badRequest, payloadTooLarge } from '../lib/http-errors';

function toApiError(err: unknown): unknown {
  const status = (err as { status?: unknown }).status;
  if (status === 413) return payloadTooLarge();
  if (status === 415) return new HttpError(415, 'Unsupported content encoding');
  if (typeof status === 'number' && status >= 400 && status < 500) return badRequest('Malformed JSON body');
  return err;
}

export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: String(MAX_BODY_BYTES), strict: true });
  return async (ctx, next) => {
    // A declared oversize body of any type is refused before a byte of it is read.
    if ((ctx.request.length ?? 0) > MAX_BODY_BYTES) throw payloadTooLarge();
    try {
      await parse(ctx, async () => {});
    } catch (err) {
      throw toApiError(err);
    }
    await next();
  };
}
