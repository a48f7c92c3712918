/**
 * Security headers on every answer, set by koa-helmet (and a Permissions-Policy, which helmet does
 * not set): the site's pages and files get the site's
 * CSP (the Maps API origins allowed only when a key is set); the JSON API gets the strict policy
 * of an API (OWASP REST Security Cheat Sheet): it loads nothing and is never framed.
 */
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import { PATHS } from '#shared/routes';
import { isApiPath } from '../lib/api-path';

const MAPS_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/** Powerful browser features the site never uses, turned off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
const SELF = "'self'";
const NONE = "'none'";

function pageHeaders(mapsEnabled: boolean): Middleware {
  const maps = mapsEnabled ? MAPS_ORIGINS : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF, ...maps],
        styleSrc: [SELF, "'unsafe-inline'"],
        imgSrc: [SELF, 'data:', 'blob:', ...maps],
        fontSrc: [SELF],
        connectSrc: [SELF, ...maps],
        frameSrc: [SELF],
        workerSrc: [SELF],
        manifestSrc: [SELF],
        objectSrc: [NONE],
        baseUri: [SELF],
        formAction: [SELF],
        frameAncestors: [SELF],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

function apiHeaders(): Middleware {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: [NONE], frameAncestors: [NONE] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/**
 * Pages whose address may carry a secret in its fragment (the manage link): no Referer to
 * anywhere, and never indexed.
 */
const SECRET_PAGES: readonly string[] = [PATHS.manageCall];

export function securityHeaders(options: { mapsEnabled: boolean }): Middleware {
  const page = pageHeaders(options.mapsEnabled);
  const api = apiHeaders();
  return (ctx, next) => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (isApiPath(ctx.path)) return api(ctx, next);
    if (!SECRET_PAGES.includes(ctx.path)) return page(ctx, next);
    return page(ctx, () => {
      ctx.set('Referrer-Policy', 'no-referrer');
      ctx.set('X-Robots-Tag', 'noindex');
      return next();
    });
  };
}
