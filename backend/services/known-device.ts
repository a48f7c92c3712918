/**
 * A device an account has signed in from before: after each sign-in the browser keeps a cookie
 * holding the HMAC of the account's id and password hash under the site's key (never the session,
 * good for 90 days), so a new password or a disabled account makes every copy worthless.
 * Its sign-ins get a password check slot of their own (hash-slots.ts), so a flood of guesses from
 * hundreds of addresses cannot keep the owner's own sign-in answering "busy".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import type { UserRecord } from '../store/repository';

export const KNOWN_DEVICE_COOKIE = 'lhe_device';
const KNOWN_DEVICE_DAYS = 90;

type Account = Pick<UserRecord, 'id' | 'passwordHash'>;

const tokenFor = (key: string, user: Account) =>
  createHmac('sha256', key).update(`known-device:${user.id}:${user.passwordHash}`).digest('base64url');

export interface KnownDeviceCookie {
  /** Whether the request's device has signed in to this enabled account, with its password as it is now. */
  knows(ctx: Context, user: UserRecord | undefined): boolean;
  /** Remember the device for `user`, after a sign-in with the right password. */
  remember(ctx: Context, user: Account): void;
}

/** The cookie's name (`__Host-` on an https site, as the session's) and how it is read and set. */
export function knownDeviceCookie(siteUrl: string, key: string): KnownDeviceCookie {
  const httpsSite = new URL(siteUrl).protocol === 'https:';
  const name = httpsSite ? `__Host-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;
  return {
    knows(ctx, user) {
      if (!user || user.disabled) return false;
      const sent = Buffer.from(ctx.cookies.get(name) ?? '');
      const expected = Buffer.from(tokenFor(key, user));
      return sent.length === expected.length && timingSafeEqual(sent, expected);
    },
    remember(ctx, user) {
      if (httpsSite) ctx.cookies.secure = true;
      ctx.cookies.set(name, tokenFor(key, user), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: httpsSite || ctx.secure,
        maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60 * 1000,
        overwrite: true,
      });
    },
  };
}
