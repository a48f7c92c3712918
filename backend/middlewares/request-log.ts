/**
 * Every request gets an id, sent back as X-Request-Id and written with its log line and any error
 * it raised, so a visitor's report ("it said request id ...") finds the line. The log line holds
 * method, path (no query, bodies or cookies), status and duration.
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { log } from '../lib/log';

export const REQUEST_ID_HEADER = 'X-Request-Id';

export interface RequestIdState {
  requestId: string;
}

export function requestLog(options: { enabled: boolean }): Middleware<RequestIdState> {
  return async (ctx, next) => {
    const requestId = randomUUID();
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    if (!options.enabled) return next();
    const start = performance.now();
    try {
      await next();
    } finally {
      const duration = Math.round(performance.now() - start);
      const { method, path, status } = ctx;
      log.info(`${method} ${path} ${status} ${duration}ms`, { method, path, status, duration, requestId });
    }
  };
}
