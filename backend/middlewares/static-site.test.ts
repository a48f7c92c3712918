import { mkdir, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, startTestApp, type TestApp } from '../testing/test-app';

let root: string;
let site: string;
let t: TestApp;

const SECRET = 'SECRET-OUTSIDE-THE-SITE';

beforeAll(async () => {
  root = await makeTempDir('lhe-static-');
  site = join(root, 'dist');
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    'about.html': '<h1>About</h1>',
    '404.html': '<h1>Page not found</h1>',
    'assets/app-abc123.js': 'console.log(1)',
    'assets/logo-abc123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'areas/bergen-county/fort-lee.html': '<h1>Fort Lee</h1>',
    'window-installation/casement.html': '<h1>Casement</h1>',
    '_fallback/window-type.html': '<h1>Window Type Not Found</h1>',
    '_shell/admin-lead.html': '<h1>Lead</h1>',
    'robots.txt': 'User-agent: *',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(site, name, '..'), { recursive: true });
    await writeFile(join(site, name), content);
  }
  // The build's precompressed copies of one page.
  await writeFile(join(site, 'about.html.br'), brotliCompressSync('<h1>About</h1>'));
  await writeFile(join(site, 'about.html.gz'), gzipSync('<h1>About</h1>'));
  await writeFile(join(root, 'package.json'), SECRET);
  t = await startTestApp({ staticDir: site });
});
afterAll(() => t.stop());

/** A request whose path is sent byte for byte (fetch would normalise '..'). */
function rawGet(path: string) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const { port } = new URL(t.baseUrl);
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('static site', () => {
  it.each([
    ['/', '<h1>Home</h1>'],
    ['/about', '<h1>About</h1>'],
    ['/areas/bergen-county/fort-lee', '<h1>Fort Lee</h1>'],
    ['/about.html', '<h1>About</h1>'],
  ])('serves %s as HTML that is revalidated', async (path, html) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await res.text()).toBe(html);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('with Accept-Encoding %s answers the %s copy, varying on the header', async (accepts, encoding) => {
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const { port } = new URL(t.baseUrl);
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/about', headers: { 'accept-encoding': accepts } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(raw.headers['content-encoding']).toBe(encoding ?? undefined);
    expect(raw.headers['content-type']).toMatch(/^text\/html/);
    expect(raw.headers.vary).toMatch(/Accept-Encoding/i);
    const expected = Buffer.from('<h1>About</h1>');
    if (encoding === 'br') expect(raw.body).toEqual(brotliCompressSync(expected));
    else if (encoding === 'gzip') expect(raw.body).toEqual(gzipSync(expected));
    else expect(raw.body).toEqual(expected);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves other files with an extension, revalidated', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.request('/about', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it.each(['/nope', '/areas/nowhere', '/missing.js', '/assets/gone.js', '/about/more'])(
    'answers %s with HTTP 404 and the 404 page',
    async (path) => {
      const res = await t.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe('<h1>Page not found</h1>');
    },
  );

  it('answers an unknown window type with its section page and HTTP 404', async () => {
    const res = await t.request('/window-installation/unknown-type');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>Window Type Not Found</h1>');
    expect((await t.request('/window-installation/casement')).status).toBe(200);
  });

  it.each(['/admin/leads/3f2b8c1e-0000-4000-8000-000000000001', '/admin/leads/any-id', '/admin/leads/x.y'])(
    'answers the lead path %s with the lead page shell and HTTP 200, revalidated',
    async (path) => {
      const res = await t.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe('<h1>Lead</h1>');
    },
  );

  it.each(['/admin/leads', '/admin/leads/a/b'])('has no lead shell for %s (HTTP 404)', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>Page not found</h1>');
  });

  it('redirects a trailing slash to the clean path (301), keeping the query', async () => {
    const res = await t.request('/about/?utm_source=x', { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about?utm_source=x');
    const deep = await t.request('/areas/bergen-county/fort-lee/', { redirect: 'manual' });
    expect(deep.headers.get('location')).toBe('/areas/bergen-county/fort-lee');
  });

  it('never redirects to another host', async () => {
    for (const path of ['//evil.example/', '//evil.example//', '/\\evil.example/']) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(301);
      expect(String(res.headers.location), path).toMatch(/^\/[^/\\]/);
    }
  });

  it.each([
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/%2e%2e%2fpackage.json',
    '/assets/../../package.json',
  ])('never reads outside the site: %s', async (path) => {
    const res = await rawGet(path);
    expect(res.body).not.toContain(SECRET);
    expect(res.status).toBe(404);
  });

  it('refuses dotfiles and undecodable paths with the 404 page', async () => {
    await writeFile(join(site, '.env'), 'TOKEN=1');
    expect((await rawGet('/.env')).status).toBe(404);
    expect((await rawGet('/%E0%A4%A.html')).status).toBe(404);
  });

  it('leaves other methods and /api alone', async () => {
    expect((await t.request('/about', { method: 'POST' })).status).toBe(404);
    expect(await (await t.request('/api/nothing')).json()).toEqual({ message: 'Not found' });
  });
});

describe('static site without a 404 page', () => {
  it('answers a plain "Not found"', async () => {
    const bare = await makeTempDir('lhe-bare-');
    const app = await startTestApp({ staticDir: bare });
    try {
      const res = await app.request('/anything');
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not found');
    } finally {
      await app.stop();
    }
  });
});
