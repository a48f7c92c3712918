/**
 * Sessions: an opaque random token in a cookie; only its SHA-256 is stored. How long one lasts
 * depends on the account's role (SESSION_RULES); lastSeenAt is refreshed at most once a minute so
 * that reading the dashboard does not rewrite sessions.json on every request. A sign-in ends the
 * session its request came with (a token fixed before sign-in is never promoted).
 *
 * When the site's public origin (SITE_URL) is https the cookie is always Secure and named with
 * the __Host- prefix (Path=/, no Domain), whatever the request looked like on its way through a
 * TLS-terminating proxy; the plain name is for http development only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { UserRole } from '#shared/schemas/users';
import type { SessionRecord } from '../store/repository';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/users.repo';

export const SESSION_COOKIE = 'lhe_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const HOUR_MS = 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * How long a session lasts, by role: `maxAgeMs` after sign-in whatever the use, and `idleMs`
 * without a request. An admin's, which reads every lead, ends after 12 idle hours. A canvasser's
 * lasts a weekend event, and ends after 12 idle hours too: one event day with the capture page
 * offline keeps it (the outbox sends when the tablet is back), while a tablet lost overnight is
 * signed out by morning even if nobody disables the account.
 */
export const SESSION_RULES: Record<UserRole, { maxAgeMs: number; idleMs: number }> = {
  admin: { maxAgeMs: 7 * 24 * HOUR_MS, idleMs: 12 * HOUR_MS },
  canvasser: { maxAgeMs: 7 * 24 * HOUR_MS, idleMs: 12 * HOUR_MS },
};

/** Whether a session has ended at instant `t` (ms) for an account of this role. */
function hasExpired(session: SessionRecord, role: UserRole, t: number): boolean {
  const { maxAgeMs, idleMs } = SESSION_RULES[role];
  return t - Date.parse(session.createdAt) > maxAgeMs || t - Date.parse(session.lastSeenAt) > idleMs;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session cookie's name and how it is set, from the site's public origin. */
export function sessionCookieFor(siteUrl: string) {
  const httpsSite = new URL(siteUrl).protocol === 'https:';
  return {
    name: httpsSite ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    set(ctx: Context, value: string | null): void {
      // An https site's cookie is Secure even if the proxy in front spoke http to us.
      if (httpsSite) ctx.cookies.secure = true;
      ctx.cookies.set(this.name, value, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: httpsSite || ctx.secure,
        overwrite: true,
      });
    },
  };
}

export interface SessionService {
  /** Start a session for a user and set its cookie, ending the one the request came with. */
  start(ctx: Context, user: UserRecord): Promise<void>;
  /** The signed-in user, or undefined (an expired session is removed). */
  current(ctx: Context): Promise<UserRecord | undefined>;
  /** End the request's session (if any) and clear the cookie. */
  end(ctx: Context): Promise<void>;
  /** Remove the sessions that have expired, and those of accounts disabled or gone. */
  purgeExpired(): Promise<number>;
}

export function createSessionService(store: Store, now: () => Date, siteUrl: string): SessionService {
  const cookie = sessionCookieFor(siteUrl);

  return {
    async start(ctx, user) {
      const previous = ctx.cookies.get(cookie.name);
      if (previous) await store.sessions.remove(hashToken(previous));
      const token = randomBytes(32).toString('base64url');
      const at = now().toISOString();
      await store.sessions.insert({ id: hashToken(token), userId: user.id, createdAt: at, lastSeenAt: at });
      cookie.set(ctx, token);
    },

    async current(ctx) {
      const token = ctx.cookies.get(cookie.name);
      if (!token) return undefined;
      const session = await store.sessions.findById(hashToken(token));
      if (!session) return undefined;
      const t = now().getTime();
      const user = await store.users.findById(session.userId);
      if (!user) return undefined;
      // A disabled account's sessions end at its next request, whichever server it reaches.
      if (user.disabled || hasExpired(session, user.role, t)) {
        await store.sessions.remove(session.id);
        return undefined;
      }
      if (t - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
        await store.sessions.update(session.id, { lastSeenAt: new Date(t).toISOString() });
      }
      return user;
    },

    async end(ctx) {
      const token = ctx.cookies.get(cookie.name);
      if (token) await store.sessions.remove(hashToken(token));
      cookie.set(ctx, null);
    },

    async purgeExpired() {
      const users = await store.users.list();
      const roles = new Map(users.filter((u) => !u.disabled).map((u) => [u.id, u.role]));
      const t = now().getTime();
      return store.sessions.removeMatching((s) => {
        const role = roles.get(s.userId);
        return role === undefined || hasExpired(s, role, t);
      });
    },
  };
}
