/** Helmet's headers with the site's CSP; the Maps API origins are allowed only when a key is set. */
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

const MAPS_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

export function securityHeaders(options: { mapsEnabled: boolean }): Middleware {
  const maps = options.mapsEnabled ? MAPS_ORIGINS : [];
  const self = "'self'";
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [self],
        scriptSrc: [self, ...maps],
        styleSrc: [self, "'unsafe-inline'"],
        imgSrc: [self, 'data:', 'blob:', ...maps],
        fontSrc: [self],
        connectSrc: [self, ...maps],
        frameSrc: [self],
        workerSrc: [self],
        manifestSrc: [self],
        objectSrc: ["'none'"],
        baseUri: [self],
        formAction: [self],
        frameAncestors: [self],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
