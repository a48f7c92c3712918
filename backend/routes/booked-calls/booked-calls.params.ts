/**
 * Request parsing of /api/booked-calls: the day a /date/:date parameter names, and a body's
 * plain 'YYYY-MM-DD' scheduledDate read as that business day.
 */
import type { Middleware } from 'koa';
import { DAY_KEY, dayKeyInZone, startOfDayInZone } from '#shared/booking-window';

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * The business day a /date/:date parameter names: a plain 'YYYY-MM-DD' as is, an ISO timestamp
 * (what the booking forms send: local midnight) as its day in the business zone.
 */
export function dayKeyFromParam(param: string, timeZone: string): string | undefined {
  if (DAY_KEY.test(param)) {
    const [y, m, d] = param.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.toISOString().slice(0, 10) === param ? param : undefined;
  }
  if (!ISO_TIMESTAMP.test(param)) return undefined;
  const date = new Date(param);
  return Number.isNaN(date.getTime()) ? undefined : dayKeyInZone(date, timeZone);
}

/**
 * A body whose scheduledDate is a plain 'YYYY-MM-DD' means that business day. Left to the
 * schema's date coercion it would be UTC midnight, which is the previous evening in New York,
 * and the booking would land on the day before. Runs before validate().
 */
export function plainDateAsBusinessDay(timeZone: string): Middleware {
  return async (ctx, next) => {
    const body = ctx.request.body as { scheduledDate?: unknown } | undefined;
    const date = body?.scheduledDate;
    if (typeof date === 'string' && DAY_KEY.test(date.trim()) && dayKeyFromParam(date.trim(), timeZone)) {
      body!.scheduledDate = startOfDayInZone(date.trim(), timeZone).toISOString();
    }
    await next();
  };
}
