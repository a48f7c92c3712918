/** One line per request: method, path (no query, bodies or cookies), status and duration. */
import type { Middleware } from 'koa';

export function requestLog(options: { enabled: boolean }): Middleware {
  return async (ctx, next) => {
    if (!options.enabled) return next();
    const start = performance.now();
    try {
      await next();
    } finally {
      console.log(`${ctx.method} ${ctx.path} ${ctx.status} ${Math.round(performance.now() - start)}ms`);
    }
  };
}
