/**
 * Limits on the public writes as a whole, beside the per-client rate limit: a daily cap of stored
 * records per endpoint group (so a botnet cannot fill the disk; said in the log at most once an
 * hour), and a floor of free disk space below which writes are refused with 503 rather than
 * risking a half-written file.
 */
import { statfs } from 'node:fs/promises';
import type { Middleware } from 'koa';
import { HttpError, tooManyRequests } from '../lib/http-errors';
import { RATE_LIMIT_GROUPS, type RateLimitGroup } from './rate-limit';
import { log } from '../lib/log';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Free space is read again at most this often. */
const DISK_CHECK_MS = 10_000;

export const CAP_MESSAGE = 'We are receiving more requests than usual. Please call us instead.';
export const LOW_DISK_MESSAGE =
  'The server cannot save anything right now (its disk is full). Please call us instead.';

export interface WriteGuardOptions {
  /** Stored records per UTC day and group (phone clicks: 4×); 0 turns the cap off. */
  perDay: number;
  /** Writes are refused while the store's disk has less free space than this. */
  minFreeBytes: number;
  dataDir: string;
  now: () => Date;
}

export interface WriteGuard {
  (group: RateLimitGroup): Middleware;
  /** Read the free space now (at start, and from time to time on writes). */
  checkDisk(): Promise<{ freeBytes: number; low: boolean }>;
}

export function createWriteGuard(options: WriteGuardOptions): WriteGuard {
  const counts = new Map<RateLimitGroup, { day: number; stored: number; warnedAt: number }>();
  let disk = { freeBytes: Infinity, low: false, checkedAt: -Infinity };

  const checkDisk = async () => {
    const stats = await statfs(options.dataDir);
    const freeBytes = stats.bavail * stats.bsize;
    disk = { freeBytes, low: freeBytes < options.minFreeBytes, checkedAt: Date.now() };
    return { freeBytes, low: disk.low };
  };

  const guard = (group: RateLimitGroup): Middleware => {
    const cap = options.perDay * RATE_LIMIT_GROUPS[group];
    return async (ctx, next) => {
      if (Date.now() - disk.checkedAt > DISK_CHECK_MS) await checkDisk();
      if (disk.low) throw new HttpError(503, LOW_DISK_MESSAGE);

      const t = options.now().getTime();
      const day = Math.floor(t / DAY_MS);
      let count = counts.get(group);
      if (!count || count.day !== day) counts.set(group, (count = { day, stored: 0, warnedAt: -Infinity }));
      if (cap > 0 && count.stored >= cap) {
        if (t - count.warnedAt >= HOUR_MS) {
          count.warnedAt = t;
          log.warn(`Daily cap reached: ${cap} ${group} records stored today (UTC); refusing more.`);
        }
        throw tooManyRequests(CAP_MESSAGE, Math.ceil(((day + 1) * DAY_MS - t) / 1000));
      }
      await next();
      if (ctx.status === 201) count.stored++;
    };
  };
  return Object.assign(guard, { checkDisk });
}
