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

export const FORWARDED_WITHOUT_TRUST_ERROR =
  'Requests arrive with X-Forwarded-For but TRUST_PROXY is off: if the site is behind a proxy, ' +
  'every visitor shares its address for the rate limits, quotas and sign-in throttle. ' +
  'Set TRUST_PROXY=true (and TRUST_PROXY_HOPS=2 behind two proxies; see docs/deploy.md).';

/**
 * X-Forwarded-For on a request while the proxy is not trusted: said once as an error, on the
 * first such request, and kept for the admin's banner. Anyone can send the header, so the words
 * say "if": the owner knows whether a proxy is in front.
 */
export function detectUntrustedForwarding(options: {
  trustProxy: boolean;
}): Middleware & { seen(): boolean } {
  let seen = false;
  const middleware: Middleware = async (ctx, next) => {
    if (!seen && !options.trustProxy && ctx.get('x-forwarded-for') !== '') {
      seen = true;
      log.error(FORWARDED_WITHOUT_TRUST_ERROR);
    }
    await next();
  };
  return Object.assign(middleware, { seen: () => seen });
}
