/**
 * Helmet's headers with the site's CSP; the Maps API origins are allowed only when a key is set.
 * The headers never depend on the request, so helmet runs once (on the first request) and every
 * answer gets the same list: helmet's dozen middlewares per request cost more than a JSON write.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';

const MAPS_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

type Header = [name: string, value: string | string[]];

function helmetMiddleware(mapsEnabled: boolean): Middleware {
  const maps = mapsEnabled ? MAPS_ORIGINS : [];
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

/** The headers helmet sets, recorded from one run against a response that only listens. */
async function recordHeaders(middleware: Middleware): Promise<Header[]> {
  const headers: Header[] = [];
  const res = {
    setHeader: (name: string, value: string | string[]) => headers.push([name, value]),
    removeHeader: () => {},
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  const ctx = { req: {} as IncomingMessage, res } as Context;
  await middleware(ctx, async () => {});
  return headers;
}

/**
 * Headers a browser reads only from a document (or a worker's script): policy for the page that
 * loads, framing, referrers, HSTS (the pages carry it for the host). Nosniff and the resource
 * policy also guard scripts, styles and images; the rest is about a kilobyte of every response.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Drop the document-only headers from an answer that can never be a document or a worker. */
export function keepSubresourceHeaders(ctx: Context): void {
  for (const name of DOCUMENT_ONLY_HEADERS) ctx.res.removeHeader(name);
}

export function securityHeaders(options: { mapsEnabled: boolean }): Middleware {
  const recorded = recordHeaders(helmetMiddleware(options.mapsEnabled));
  let headers: Header[] | undefined;
  return async (ctx, next) => {
    headers ??= await recorded;
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    await next();
  };
}
