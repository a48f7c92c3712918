/**
 * Issue 46 item 5: deploy/Caddyfile, run by Debian's caddy on loopback with its internal CA, in
 * front of the real server (TRUST_PROXY=true) as docs/deploy.md sets it up. The app sees each
 * client's own address (two clients are throttled apart, a spoofed X-Forwarded-For changes
 * nothing), the session cookie is __Host- and Secure, pages and assets keep their cache headers
 * and compression, and a request straight to the app's port cannot spoof X-Forwarded-For.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact } from '../tests/factories/contact.factory';
import { PROJECT_ROOT } from '../backend/paths';
import { startServerProcess, type ServerProcess } from '../backend/testing/server-process';
import { makeTempDir } from '../backend/testing/test-app';
import { freePort } from '../backend/testing/free-port';

const OWNER = { username: 'owner', password: 'a-long-deploy-password-1' };
const ASSET = '/assets/app-0123abcd.js';

let caddy: ChildProcess | undefined;
let caddyLog = '';
let app: ServerProcess | undefined;
let site: string;
let ca: Buffer;

/** A built site in miniature: a page and a hashed asset, each with its .br copy. */
async function staticSite(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'), { recursive: true });
  const files: [string, string][] = [
    ['index.html', `<!doctype html><title>Home</title>${'<p>Windows, siding, doors.</p>'.repeat(50)}`],
    ['404.html', '<!doctype html><title>Not found</title>'],
    [ASSET.slice(1), `console.log(${JSON.stringify('x'.repeat(2000))});`],
  ];
  for (const [file, text] of files) {
    await writeFile(join(dir, file), text);
    await writeFile(join(dir, `${file}.br`), brotliCompressSync(text));
  }
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request from a chosen loopback address (127.0.0.x stands for a distinct client). */
function send(
  url: string,
  options: { from: string; method?: string; headers?: Record<string, string>; json?: unknown },
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const target = new URL(url);
  const make = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = make(
      target,
      {
        method: options.method ?? 'GET',
        localAddress: options.from,
        ca,
        // The internal CA's certificate is for "localhost".
        servername: 'localhost',
        headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  const dir = await makeTempDir('lhe-caddy-');
  const staticDir = join(dir, 'site');
  await staticSite(staticDir);
  const httpsPort = await freePort();
  const httpPort = await freePort();
  site = `https://localhost:${httpsPort}`;
  app = await startServerProcess({
    dataDir: join(dir, 'store'),
    env: {
      TRUST_PROXY: 'true',
      SITE_URL: site,
      STATIC_DIR: staticDir,
      RATE_LIMIT_PER_MINUTE: '2',
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
    },
  });

  // The test's global options (loopback only, the internal CA, ports of our own), then the
  // deployment's own Caddyfile as it is.
  const caddyfile = join(dir, 'Caddyfile');
  await writeFile(
    caddyfile,
    [
      '{',
      '\tadmin off',
      '\tlocal_certs',
      '\tskip_install_trust',
      '\tdefault_bind 127.0.0.1',
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      `\tstorage file_system ${join(dir, 'caddy-data')}`,
      '}',
      `import ${join(PROJECT_ROOT, 'deploy/Caddyfile')}`,
      '',
    ].join('\n'),
  );
  caddy = spawn('/usr/bin/caddy', ['run', '--adapter', 'caddyfile', '--config', caddyfile], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'xdg-data'),
      XDG_CONFIG_HOME: join(dir, 'xdg-config'),
      SITE_ADDRESS: `localhost:${httpsPort}`,
      APP_PORT: String(app.port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout!.on('data', (c) => (caddyLog += c));
  caddy.stderr!.on('data', (c) => (caddyLog += c));
  const rootCert = join(dir, 'caddy-data', 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + 30_000;
  for (;;) {
    const cert = await readFile(rootCert).catch(() => undefined);
    if (cert) {
      ca = cert;
      const up = await send(`${site}/`, { from: '127.0.0.1' }).catch(() => undefined);
      if (up) break;
    }
    if (Date.now() > deadline || caddy.exitCode !== null)
      throw new Error(`Caddy did not start:\n${caddyLog}`);
    await sleep(200);
  }
}, 60_000);

afterAll(async () => {
  caddy?.kill('SIGTERM');
  app?.child.kill('SIGTERM');
  await app?.exited;
});

const post = (from: string, base: string, headers?: Record<string, string>) =>
  send(`${base}/api/contact`, { from, method: 'POST', json: buildContact(), headers });

describe('the site behind deploy/Caddyfile', () => {
  it('throttles two clients apart, by their own addresses, whatever X-Forwarded-For they send', async () => {
    const a = [await post('127.0.0.2', site), await post('127.0.0.2', site)];
    const spoofed = await post('127.0.0.2', site, { 'X-Forwarded-For': '203.0.113.9' });
    expect(a.map((r) => r.status)).toEqual([201, 201]);
    expect(spoofed.status, 'a third post from the same client, spoofing its address').toBe(429);
    expect((await post('127.0.0.3', site)).status, 'another client').toBe(201);
  });

  it('signs the owner in with a __Host- cookie that is Secure', async () => {
    const res = await send(`${site}/api/auth/login`, { from: '127.0.0.5', method: 'POST', json: OWNER });
    expect(res.status, res.body).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-lhe_session=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
  });

  it('keeps the cache headers and the compression of pages and assets', async () => {
    const br = { 'Accept-Encoding': 'br' };
    for (const [path, cacheControl] of [
      ['/', 'no-cache'],
      [ASSET, 'public, max-age=31536000, immutable'],
    ]) {
      const proxied = await send(`${site}${path}`, { from: '127.0.0.6', headers: br });
      expect(proxied.status, path).toBe(200);
      expect(proxied.headers['content-encoding'], path).toBe('br');
      expect(proxied.headers['cache-control'], path).toBe(cacheControl);
      expect(proxied.headers['strict-transport-security'], path).toBeDefined();
    }
  });

  it('does not let a request straight to the app pick its address with X-Forwarded-For', async () => {
    const direct = `http://127.0.0.1:${app!.port}`;
    const statuses = [];
    for (const forwarded of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await post('127.0.0.7', direct, { 'X-Forwarded-For': forwarded })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
