/**
 * Limits on the public writes beside the per-minute rate limit, counted per UTC day and endpoint
 * group (phone clicks 4×, captures 10×): a quota per client (an IPv6 /64 as one), so one client
 * running out refuses nobody else, and NETWORK_QUOTA_FACTOR times that per IPv6 /48, so one actor
 * cannot post as thousands of /64s; a global cap set far above real traffic, only so a botnet
 * cannot fill the disk; and a floor of free disk space below which writes answer 503.
 *
 * Only records really stored count: a replay answers 200 and a honeypot hit stores nothing, so
 * neither counts toward anything. A request with a session (captures) is an account's, and is
 * held to the global cap only.
 */
import { statfs } from 'node:fs/promises';
import type { Context, Middleware } from 'koa';
import { clientKey, networkKey } from '../lib/client-key';
import { HttpError, tooManyRequests } from '../lib/http-errors';
import { isBot } from '../services/saved-record';
import { RATE_LIMIT_GROUPS, type RateLimitGroup } from './rate-limit';
import { log } from '../lib/log';
import { securityEvent } from '../lib/security-log';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Free space is read again at most this often. */
const DISK_CHECK_MS = 10_000;

/** DAILY_WRITE_CAP's default: records per group and UTC day from all clients together. */
export const DEFAULT_DAILY_WRITE_CAP = 20_000;
/** DAILY_WRITE_QUOTA_PER_CLIENT's default: records per group and UTC day from one client. */
export const DEFAULT_DAILY_WRITE_QUOTA_PER_CLIENT = 50;
/**
 * An IPv6 /48 may store this many clients' quotas a day: room for an office's few /64s, while
 * filling the cap takes DAILY_WRITE_CAP / (4 × quota) separate /48s (100 at the defaults).
 */
export const NETWORK_QUOTA_FACTOR = 4;

export const CAP_MESSAGE = 'We are receiving more requests than usual. Please call us instead.';
export const LOW_DISK_MESSAGE =
  'The server cannot save anything right now (its disk is full). Please call us instead.';

export interface WriteGuardOptions {
  /** Stored records per UTC day and group from all clients; 0 turns every cap and quota off. */
  perDay: number;
  /** Stored records per UTC day and group from one client; 0 turns the quota off. */
  perClient: number;
  /** Writes are refused while the store's disk has less free space than this. */
  minFreeBytes: number;
  dataDir: string;
  now: () => Date;
  /** Called on the first refusal of each UTC day, cap or quota (the owner's email). */
  onFirstBite?: (bites: WriteBites) => void;
}

/** What the cap and quotas refused today (UTC). */
export interface WriteBites {
  /** Groups whose global cap was reached: every client's writes to them are refused. */
  cap: RateLimitGroup[];
  /** Clients that reached their own quota in some group. */
  quotaClients: number;
}

export interface WriteGuard {
  (group: RateLimitGroup): Middleware;
  /** Read the free space now (at start, and from time to time on writes). */
  checkDisk(): Promise<{ freeBytes: number; low: boolean }>;
  /** What was refused today (the admin's banner). */
  bitesToday(): WriteBites;
}

/** A new record was stored: a 201 that is neither a replay (200) nor a honeypot's fake answer. */
function stored(ctx: Context): boolean {
  const input = (ctx.state as { input?: { website?: string } }).input;
  return ctx.status === 201 && !isBot(input?.website);
}

export function createWriteGuard(options: WriteGuardOptions): WriteGuard {
  let day = -1;
  const totals = new Map<RateLimitGroup, number>();
  // Keyed `group|client` and `group|network`; an entry is made only by a stored record, so the cap bounds the map.
  const perClient = new Map<string, number>();
  const capped = new Map<RateLimitGroup, number>();
  const overQuota = new Set<string>();
  let bitToday = false;
  let disk = { freeBytes: Infinity, low: false, checkedAt: -Infinity };

  const checkDisk = async () => {
    const stats = await statfs(options.dataDir);
    const freeBytes = stats.bavail * stats.bsize;
    disk = { freeBytes, low: freeBytes < options.minFreeBytes, checkedAt: Date.now() };
    return { freeBytes, low: disk.low };
  };

  const bitesToday = (): WriteBites => {
    const today = Math.floor(options.now().getTime() / DAY_MS);
    if (today !== day) return { cap: [], quotaClients: 0 };
    return { cap: [...capped.keys()], quotaClients: new Set([...overQuota].map(clientOf)).size };
  };

  const startDay = (today: number) => {
    if (today === day) return;
    day = today;
    totals.clear();
    perClient.clear();
    capped.clear();
    overQuota.clear();
    bitToday = false;
  };

  const bite = (retryAfter: number): never => {
    if (!bitToday) {
      bitToday = true;
      options.onFirstBite?.(bitesToday());
    }
    throw tooManyRequests(CAP_MESSAGE, retryAfter);
  };

  const guard = (group: RateLimitGroup): Middleware => {
    const cap = options.perDay * RATE_LIMIT_GROUPS[group];
    const quota = options.perClient * RATE_LIMIT_GROUPS[group];
    return async (ctx, next) => {
      if (Date.now() - disk.checkedAt > DISK_CHECK_MS) await checkDisk();
      if (disk.low) throw new HttpError(503, LOW_DISK_MESSAGE);
      if (cap <= 0) return next();

      const t = options.now().getTime();
      startDay(Math.floor(t / DAY_MS));
      const retryAfter = Math.ceil(((day + 1) * DAY_MS - t) / 1000);
      if ((totals.get(group) ?? 0) >= cap) {
        const warnedAt = capped.get(group) ?? -Infinity;
        if (t - warnedAt >= HOUR_MS) {
          capped.set(group, t);
          log.warn(
            `Daily cap reached: ${cap} ${group} records stored today (UTC); refusing more (DAILY_WRITE_CAP).`,
          );
        }
        bite(retryAfter);
      }
      const limited = quota > 0 && !ctx.state.user;
      const network = networkKey(ctx.ip);
      // The client's own quota, then its IPv6 /48's: either one refuses only that client or network.
      const quotas = [
        { key: `${group}|${clientKey(ctx.ip)}`, limit: quota },
        ...(network ? [{ key: `${group}|${network}`, limit: quota * NETWORK_QUOTA_FACTOR }] : []),
      ];
      const spent = limited ? quotas.find((q) => (perClient.get(q.key) ?? 0) >= q.limit) : undefined;
      if (spent) {
        if (!overQuota.has(spent.key)) {
          overQuota.add(spent.key);
          securityEvent('quota-exceeded', {
            client: clientOf(spent.key),
            outcome: 'refused',
            detail: `stored ${spent.limit} ${group} records today (UTC), DAILY_WRITE_QUOTA_PER_CLIENT`,
          });
        }
        bite(retryAfter);
      }
      await next();
      if (!stored(ctx)) return;
      totals.set(group, (totals.get(group) ?? 0) + 1);
      if (limited) for (const q of quotas) perClient.set(q.key, (perClient.get(q.key) ?? 0) + 1);
    };
  };
  return Object.assign(guard, { checkDisk, bitesToday });
}

const clientOf = (key: string) => key.slice(key.indexOf('|') + 1);
