/**
 * Serves the prerendered site (STATIC_DIR) for GET and HEAD outside /api, with the file layout
 * of shared/static-layout.ts: '/' → index.html, '/about' → about.html, paths with an extension
 * as themselves, '/admin/leads/<id>' → its page shell. Vite's hashed /assets/ are cached for a year; everything else is revalidated.
 * koa-send resolves every path inside the root and refuses '..', so nothing outside is read, and
 * answers with the build's precompressed .br/.gz copy when the browser accepts it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { NOT_FOUND_FILE, htmlFileForPath, pageShellFor, sectionFallbackFor } from '#shared/static-layout';
import { isApiPath } from '../lib/api-path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const hasExtension = (path: string) => /\.[^/]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/** Send a file under root; false when it does not exist or may not be served. */
async function trySend(ctx: Context, root: string, file: string): Promise<boolean> {
  try {
    return (await send(ctx, file, { root })) !== undefined;
  } catch {
    // 404 (missing), 403 (traversal), 400 (undecodable): all mean "no such page".
    return false;
  }
}

async function answerNotFound(ctx: Context, root: string): Promise<void> {
  const file = sectionFallbackFor(ctx.path) ?? NOT_FOUND_FILE;
  ctx.remove('Content-Encoding');
  ctx.set('Cache-Control', REVALIDATE);
  ctx.status = 404;
  try {
    ctx.body = await readFile(join(root, file), 'utf8');
    ctx.type = 'html';
  } catch {
    ctx.body = 'Not found';
    ctx.type = 'text';
  }
}

export function staticSite(options: { root: string }): Middleware {
  const { root } = options;
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    const path = ctx.path;

    if (path.length > 1 && path.endsWith('/')) {
      // Collapse leading slashes too: '//evil.example/' must not become a protocol-relative URL.
      const clean = '/' + path.replace(/^[/\\]+/, '').replace(/\/+$/, '');
      ctx.status = 301;
      ctx.set('Cache-Control', REVALIDATE);
      ctx.redirect(clean + ctx.search);
      return;
    }

    const shell = pageShellFor(path);
    const file = shell ? `/${shell}` : hasExtension(path) ? path : `/${htmlFileForPath(path)}`;
    const hashedAsset = path.startsWith('/assets/');
    ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', hashedAsset ? IMMUTABLE : REVALIDATE);
    if (!(await trySend(ctx, root, file))) await answerNotFound(ctx, root);
  };
}
