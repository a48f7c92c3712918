/**
 * Admin sessions: an opaque random token in the lhe_session cookie; only its SHA-256 is stored.
 * Sessions expire after 12 idle hours; lastSeenAt is refreshed at most once a minute so that
 * reading the dashboard does not rewrite sessions.json on every request.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Store } from '../store/store';
import type { UserRecord } from '../store/users.repo';

export const SESSION_COOKIE = 'lhe_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function cookieOptions(ctx: Context) {
  // Secure whenever the request came over HTTPS (behind a proxy only if TRUST_PROXY is set).
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: ctx.secure, overwrite: true };
}

export interface SessionService {
  /** Start a session for a user and set its cookie. */
  start(ctx: Context, user: UserRecord): Promise<void>;
  /** The signed-in user, or undefined (an expired session is removed). */
  current(ctx: Context): Promise<UserRecord | undefined>;
  /** End the request's session (if any) and clear the cookie. */
  end(ctx: Context): Promise<void>;
  /** Remove sessions idle for longer than the limit. */
  purgeIdle(): Promise<number>;
}

export function createSessionService(store: Store, now: () => Date): SessionService {
  const idleCutoff = () => new Date(now().getTime() - SESSION_IDLE_MS).toISOString();

  return {
    async start(ctx, user) {
      const token = randomBytes(32).toString('base64url');
      const at = now().toISOString();
      await store.sessions.insert({ id: hashToken(token), userId: user.id, createdAt: at, lastSeenAt: at });
      ctx.cookies.set(SESSION_COOKIE, token, cookieOptions(ctx));
    },

    async current(ctx) {
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (!token) return undefined;
      const session = await store.sessions.findById(hashToken(token));
      if (!session) return undefined;
      const t = now().getTime();
      const lastSeen = Date.parse(session.lastSeenAt);
      if (t - lastSeen > SESSION_IDLE_MS) {
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
      const token = ctx.cookies.get(SESSION_COOKIE);
      if (token) await store.sessions.remove(hashToken(token));
      ctx.cookies.set(SESSION_COOKIE, null, cookieOptions(ctx));
    },

    purgeIdle: () => store.sessions.removeIdleSince(idleCutoff()),
  };
}
