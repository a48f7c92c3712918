import { request as httpRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildContact } from '../tests/factories/contact.factory';
import { setLogFormat } from './lib/log';
import { createApp } from './app';
import { PERMISSIONS_POLICY } from './middlewares/security-headers';
import { setUserPassword } from './services/admin-account';
import { storedText } from './testing/store-files';
import { makeTempDir, startTestApp, type TestApp, testStore } from './testing/test-app';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self';connect-src 'self';frame-src 'self';worker-src 'self';manifest-src 'self';" +
  "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'self'";

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

/** A raw request, for bodies fetch would not send as is. */
function rawPost(path: string, headers: Record<string, string | number>, chunks: Buffer[]) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(`${t.baseUrl}${path}`, { method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    for (const c of chunks) req.write(c);
    req.end();
  });
}

describe('error answers', () => {
  it('answers 404 JSON for an unknown /api path or method', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['GET', '/api'],
      ['DELETE', '/api/contact'],
      ['POST', '/api/blog'],
    ]) {
      const res = await t.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Jane",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const scalar = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '"hello"',
    });
    expect(await scalar.json()).toEqual({ message: 'Malformed JSON body' });
    const array = await t.request('/api/contact', { method: 'POST', json: [] });
    expect(array.status).toBe(400);
    expect((await array.json()).message).toBeTypeOf('string');
  });

  it('answers 413 for a body over 100 KB, declared or streamed', async () => {
    const big = JSON.stringify(buildContact({ message: 'x'.repeat(101 * 1024) }));
    const declared = await t.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: 'Request body too large' });

    const chunked = await rawPost(
      '/api/contact',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      [Buffer.from(big.slice(0, 60_000)), Buffer.from(big.slice(60_000))],
    );
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toEqual({ message: 'Request body too large' });
  });

  it('accepts a body just under the limit (and validates it)', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      json: buildContact({ message: 'x'.repeat(2001) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Must be at most 2000 characters',
      errors: { message: 'Must be at most 2000 characters' },
    });
  });

  it('answers a request without a JSON content type as an empty body', async () => {
    const res = await t.request('/api/phone-clicks', { method: 'POST', body: 'page=/&element=x' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty('page', 'Page is required');
  });
});

describe('security headers', () => {
  it('are on every API answer (success, error and 404): the strict set of a JSON API', async () => {
    for (const res of [
      await t.request('/api/blog'),
      await t.request('/api/nothing'),
      await t.request('/api/contact'),
      await t.request('/api/contact', { method: 'POST', json: {} }),
    ]) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(res.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    }
  });

  it('are the site policy on everything outside /api (pages, files, their 404)', async () => {
    for (const path of ['/', '/about', '/apiary', '/assets/missing.js']) {
      const res = await t.request(path);
      expect(res.headers.get('content-security-policy')).toBe(CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it("keep /manage-call's secret to the page: no Referer to anywhere, and never indexed", async () => {
    for (const path of ['/manage-call', '/manage-call?x=1']) {
      const res = await t.request(path);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('content-security-policy')).toBe(CSP);
    }
    const other = await t.request('/about');
    expect(other.headers.get('x-robots-tag')).toBeNull();
  });

  it('allow the Google Maps origins only when maps are enabled', async () => {
    const maps = await startTestApp({ mapsEnabled: true });
    try {
      const csp = (await maps.request('/')).headers.get('content-security-policy')!;
      const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `));
      for (const name of ['script-src', 'connect-src', 'img-src']) {
        expect(directive(name)).toContain('https://maps.googleapis.com');
        expect(directive(name)).toContain('https://maps.gstatic.com');
      }
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(CSP).not.toContain('maps');
    } finally {
      await maps.stop();
    }
  });
});

describe('request log', () => {
  it('writes one line per request without the query string, and nothing when disabled', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const logged = await startTestApp({ logRequests: true });
    log.mockClear(); // what the start said (the store's own lines)
    try {
      await logged.request('/api/blog?secret=1');
      await logged.request('/api/contact', { method: 'POST', json: {} });
      const lines = log.mock.calls.map((c) => String(c[0]));
      expect(lines[0]).toMatch(/^GET \/api\/blog 200 \d+ms$/);
      expect(lines[1]).toMatch(/^POST \/api\/contact 400 \d+ms$/);
      log.mockClear();
      await t.request('/api/blog');
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
      await logged.stop();
    }
  });
});

describe('request id', () => {
  it('answers X-Request-Id, the same id the JSON log line carries', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const logged = await startTestApp({ logRequests: true });
    setLogFormat('json');
    try {
      const res = await logged.request('/api/blog?secret=1');
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const lines = written.map((w) => JSON.parse(w) as Record<string, unknown>);
      expect(lines).toContainEqual(
        expect.objectContaining({ method: 'GET', path: '/api/blog', status: 200, requestId: id }),
      );
      const other = await logged.request('/api/blog');
      expect(other.headers.get('x-request-id')).not.toBe(id);
    } finally {
      setLogFormat('text');
      vi.restoreAllMocks();
      await logged.stop();
    }
  });
});

describe('admin account at start', () => {
  it('creates "admin" with a generated password once, storing only its hash', async () => {
    const dataDir = await makeTempDir();
    const first = await createApp({ ...(await testStore(dataDir)), logRequests: false, blogSeedFile: null });
    await first.close();
    expect(first.admin).toEqual({
      action: 'created',
      username: 'admin',
      passwordFile: join(dataDir, 'first-admin-password.txt'),
    });
    const password = (await readFile(first.admin.passwordFile!, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await storedText(dataDir, 'users')).not.toContain(password);

    const second = await startTestApp({ dataDir, adminUsername: undefined, adminPassword: undefined });
    try {
      expect(second.admin).toEqual({ action: 'none' });
      expect(
        (await second.request('/api/auth/login', { method: 'POST', json: { username: 'admin', password } }))
          .status,
      ).toBe(200);
    } finally {
      await second.stop();
    }
  });

  it('creates or updates the configured user, keeping sessions while the password is unchanged', async () => {
    const dataDir = await makeTempDir();
    const creds = { username: 'boss', password: 'first-Password-123' };
    const a = await startTestApp({ dataDir, adminUsername: creds.username, adminPassword: creds.password });
    expect(a.admin).toEqual({ action: 'created', username: 'boss' });
    const cookie = await a.login(creds);
    await a.stop();

    const b = await startTestApp({ dataDir, adminUsername: creds.username, adminPassword: creds.password });
    expect(b.admin).toEqual({ action: 'unchanged', username: 'boss' });
    expect((await (await b.request('/api/auth/session', { cookie })).json()).authenticated).toBe(true);
    await b.stop();

    const c = await startTestApp({
      dataDir,
      adminUsername: creds.username,
      adminPassword: 'second-Password-456',
    });
    try {
      expect(c.admin).toEqual({ action: 'updated', username: 'boss' });
      expect((await (await c.request('/api/auth/session', { cookie })).json()).authenticated).toBe(false);
      expect((await c.store.users.list()).map((u) => u.username)).toEqual(['boss']);
    } finally {
      await c.stop();
    }
  });

  it('does not undo a password changed since the last start with the same ADMIN_PASSWORD', async () => {
    const dataDir = await makeTempDir();
    const env = { username: 'boss', password: 'env-Password-123' };
    const a = await startTestApp({ dataDir, adminUsername: env.username, adminPassword: env.password });
    // What `npm run admin:password` does while the server is stopped.
    await setUserPassword(a.store, env.username, 'changed-by-Cli-456', new Date());
    await a.stop();

    const b = await startTestApp({ dataDir, adminUsername: env.username, adminPassword: env.password });
    try {
      expect(b.admin).toEqual({ action: 'unchanged', username: 'boss' });
      expect((await b.request('/api/auth/login', { method: 'POST', json: env })).status).toBe(401);
      await b.login({ username: 'boss', password: 'changed-by-Cli-456' });
    } finally {
      await b.stop();
    }

    const c = await startTestApp({
      dataDir,
      adminUsername: env.username,
      adminPassword: 'new-env-Password-789',
    });
    try {
      expect(c.admin).toEqual({ action: 'updated', username: 'boss' });
      await c.login({ username: 'boss', password: 'new-env-Password-789' });
    } finally {
      await c.stop();
    }
  });
});
