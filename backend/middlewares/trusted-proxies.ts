/**
 * With TRUST_PROXY, only the proxy may say who the client is: X-Forwarded-* headers from any
 * other peer (someone reaching the app's port directly) are dropped before Koa reads them, so
 * they cannot pick the address the rate limits count, or claim https.
 */
import type { Middleware } from 'koa';

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/** TRUSTED_PROXIES' default: a proxy on the same machine (the deployment guide's). */
export const LOOPBACK_PROXIES = ['127.0.0.1', '::1'] as const;

const plain = (address: string | undefined) => (address ?? '').replace(/^::ffff:/i, '');

export function forwardedOnlyFrom(trusted: readonly string[]): Middleware {
  const peers = new Set(trusted.map(plain));
  return async (ctx, next) => {
    if (!peers.has(plain(ctx.req.socket.remoteAddress))) {
      for (const header of FORWARDED) delete ctx.req.headers[header];
    }
    await next();
  };
}
