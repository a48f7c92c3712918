/**
 * Refuses a state-changing /api request that a browser sent on behalf of another site (CSRF),
 * beside the SameSite=Lax session cookie: a sibling subdomain is "same site" to the cookie, but
 * not the same origin. Browsers send Origin on every POST, PUT, PATCH and DELETE, and modern ones
 * Sec-Fetch-Site; a request with neither (curl, a server) is not a browser's and passes.
 */
import type { Context, Middleware } from 'koa';
import { isApiPath } from '../lib/api-path';
import { clientKey } from '../lib/client-key';
import { forbidden } from '../lib/http-errors';
import { securityEvent } from '../lib/security-log';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An origin in the one form browsers send it (lower case, no default port); undefined if it is none. */
function normalOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Why the request is refused, or undefined when it may go on. */
function crossSiteReason(ctx: Context, allowed: ReadonlySet<string>): string | undefined {
  if (ctx.get('sec-fetch-site').toLowerCase() === 'cross-site') return 'Sec-Fetch-Site: cross-site';
  const origin = ctx.get('origin');
  if (origin === '') return undefined;
  // The request's own origin as the server sees it: behind a trusted proxy, its scheme and host.
  const own = normalOrigin(`${ctx.protocol}://${ctx.host}`);
  const sent = normalOrigin(origin);
  if (sent !== undefined && (sent === own || allowed.has(sent))) return undefined;
  return 'Origin matches neither the request nor SITE_URL';
}

export function refuseCrossSiteWrites(options: { siteUrl: string }): Middleware {
  const allowed = new Set([new URL(options.siteUrl).origin]);
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method) && isApiPath(ctx.path)) {
      const reason = crossSiteReason(ctx, allowed);
      if (reason) {
        // The path and client only: a refused body is never read, and no cookie is named.
        securityEvent('csrf-refused', {
          client: clientKey(ctx.ip),
          outcome: 'refused',
          detail: `${ctx.method} ${ctx.path}: ${reason}`,
        });
        throw forbidden(CROSS_SITE_MESSAGE);
      }
    }
    await next();
  };
}
