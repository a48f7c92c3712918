/**
 * Security headers on every answer. The site's pages and files get helmet's headers with the
 * site's CSP (the Maps API origins allowed only when a key is set); the JSON API gets the strict
 * set of an API (apiHeaders). The headers never depend on the request beyond that, so helmet
 * runs once (on the first request) and every answer gets one of two lists: helmet's dozen
 * middlewares per request cost more than a JSON write.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';
import { isApiPath } from '../lib/api-path';

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

/**
 * The headers of a JSON API answer (the OWASP REST Security Cheat Sheet's set): a JSON answer
 * loads nothing and is never framed, so its policy refuses everything; it is never sniffed as
 * anything but JSON, and other sites cannot embed it. The page policy (about a kilobyte with the
 * rest of helmet's headers) says nothing that applies to JSON, and it was a measurable part of a
 * write's cost under load (`npm run bench`).
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

function apiHeaders(pageHeaders: Header[]): Header[] {
  const kept = new Set(['strict-transport-security', 'cross-origin-resource-policy']);
  return [
    ['Content-Security-Policy', API_POLICY],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...pageHeaders.filter(([name]) => kept.has(name.toLowerCase())),
  ];
}

export function securityHeaders(options: { mapsEnabled: boolean }): Middleware {
  const recorded = recordHeaders(helmetMiddleware(options.mapsEnabled)).then((page) => ({
    page,
    api: apiHeaders(page),
  }));
  let headers: { page: Header[]; api: Header[] } | undefined;
  return async (ctx, next) => {
    headers ??= await recorded;
    for (const [name, value] of isApiPath(ctx.path) ? headers.api : headers.page)
      ctx.res.setHeader(name, value);
    await next();
  };
}
