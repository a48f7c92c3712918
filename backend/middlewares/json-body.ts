/** Reads JSON request bodies up to MAX_BODY_BYTES and turns parser failures into API errors. */
import type { Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';
import { MAX_BODY_BYTES } from '../../shared/limits';
import { HttpError, badRequest, payloadTooLarge } from '../lib/http-errors';

export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: String(MAX_BODY_BYTES), strict: true });
  return async (ctx, next) => {
    // Refuse a declared oversize body of any type before reading a byte of it.
    if ((ctx.request.length ?? 0) > MAX_BODY_BYTES) throw payloadTooLarge();
    try {
      await parse(ctx, async () => {});
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 413) throw payloadTooLarge();
      if (status === 415) throw new HttpError(415, 'Unsupported content encoding');
      if (status !== undefined && status >= 400 && status < 500) throw badRequest('Malformed JSON body');
      throw err;
    }
    await next();
  };
}
