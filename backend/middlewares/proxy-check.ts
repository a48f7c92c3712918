/**
 * An https site whose requests arrive as plain http is behind a TLS-terminating proxy that the
 * app was not told to trust: client IPs (rate limits, sign-in throttle) are then the proxy's.
 * Said once in the log, on the first such request.
 */
import type { Middleware } from 'koa';
import { log } from '../lib/log';

export const UNTRUSTED_PROXY_WARNING =
  'SITE_URL is https but requests arrive as http: the site is probably behind a TLS proxy. ' +
  'Set TRUST_PROXY=true so client addresses and HTTPS are read from X-Forwarded-* headers.';

export function warnOnUntrustedProxy(options: { siteUrl: string; trustProxy: boolean }): Middleware {
  let warned = options.trustProxy || new URL(options.siteUrl).protocol !== 'https:';
  return async (ctx, next) => {
    if (!warned && ctx.protocol === 'http') {
      warned = true;
      log.warn(UNTRUSTED_PROXY_WARNING);
    }
    await next();
  };
}
