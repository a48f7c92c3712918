/**
 * Per-client request limits for the public write endpoints (an IPv6 client by its /64): a fixed
 * one-minute window per client and endpoint group, in memory (one process owns the store).
 */
import type { Middleware } from 'koa';
import { clientKey } from '../lib/client-key';
import { tooManyRequests } from '../lib/http-errors';

const WINDOW_MS = 60 * 1000;
const MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** Each group's limit as a multiple of RATE_LIMIT_PER_MINUTE. Phone taps are cheap and frequent. */
export const RATE_LIMIT_GROUPS = {
  contact: 1,
  'booked-calls': 1,
  newsletter: 1,
  'phone-clicks': 4,
  // A tablet back in signal sends a whole event's leads at once, often from a venue's one address.
  capture: 10,
  // The homeowner's manage link: each guess at a secret counts, as each booking does.
  'manage-call': 1,
} as const;

export type RateLimitGroup = keyof typeof RATE_LIMIT_GROUPS;

/** Answers the middleware for a group. */
export type RateLimiter = (group: RateLimitGroup) => Middleware;

export function createRateLimiter(options: { perMinute: number; now: () => Date }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;

  const sweep = (t: number) => {
    if (t - lastSweep < WINDOW_MS) return;
    lastSweep = t;
    for (const [key, w] of windows) if (t - w.start >= WINDOW_MS) windows.delete(key);
  };

  return (group) => {
    const limit = options.perMinute * RATE_LIMIT_GROUPS[group];
    return async (ctx, next) => {
      if (limit <= 0) return next();
      const t = options.now().getTime();
      sweep(t);
      const key = `${group}|${clientKey(ctx.ip)}`;
      let w = windows.get(key);
      if (!w || t - w.start >= WINDOW_MS) {
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > limit)
        throw tooManyRequests(MESSAGE, Math.max(1, Math.ceil((w.start + WINDOW_MS - t) / 1000)));
      await next();
    };
  };
}
