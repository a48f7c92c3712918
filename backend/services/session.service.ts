/**
 * Admin sessions: an opaque random token in a cookie; only its SHA-256 is stored. Sessions
 * expire after 12 idle hours and 7 days after sign-in whatever the use; lastSeenAt is refreshed
 * at most once a minute so that reading the dashboard does not rewrite sessions.json on every
 * request. A sign-in ends the session its request came with (a token fixed before sign-in is
 * never promoted).
 *
 * When the site's public origin (SITE_URL) is https the cookie is always Secure and named with
 * the __Host- prefix (Path=/, no Domain), whatever the request looked like on its way through a
 * TLS-terminating proxy; the plain name is for http development only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/users.repo';

export const SESSION_COOKIE = 'lhe_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

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
  /** Remove sessions idle for longer than the limit. */
  purgeIdle(): Promise<number>;
}

export function createSessionService(store: Store, now: () => Date, siteUrl: string): SessionService {
  const cookie = sessionCookieFor(siteUrl);
  const idleCutoff = () => new Date(now().getTime() - SESSION_IDLE_MS).toISOString();

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
      const lastSeen = Date.parse(session.lastSeenAt);
      if (t - lastSeen > SESSION_IDLE_MS || t - Date.parse(session.createdAt) > SESSION_MAX_AGE_MS) {
        await store.sessions.remove(session.id);
        return undefined;
      }
      const user = await store.users.findById(session.userId);
      if (!user) return undefined;
      if (t - lastSeen > TOUCH_INTERVAL_MS) {
        await store.sessions.update(session.id, { lastSeenAt: new Date(t).toISOString() });
      }
      return user;
    },

    async end(ctx) {
      const token = ctx.cookies.get(cookie.name);
      if (token) await store.sessions.remove(hashToken(token));
      cookie.set(ctx, null);
    },

    purgeIdle: () => store.sessions.removeIdleSince(idleCutoff()),
  };
}
