/**
 * Path traversal against the static site, property-based: any mix of '..', encoded dots and
 * slashes (single and double encoded, overlong UTF-8, backslashes, NUL) never reads a file
 * outside the site folder, and never answers a 5xx.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, startTestApp, type TestApp } from '../testing/test-app';

const SECRET = 'SECRET-OUTSIDE-THE-SITE';
let t: TestApp;

beforeAll(async () => {
  const root = await makeTempDir('lhe-traversal-');
  const site = join(root, 'site', 'dist');
  await mkdir(join(site, 'assets'), { recursive: true });
  await writeFile(join(site, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(site, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(site, '404.html'), '<h1>Not found</h1>');
  // Secrets one and two levels up, and beside the site folder.
  await writeFile(join(root, 'site', 'secret.txt'), SECRET);
  await writeFile(join(root, 'secret.txt'), SECRET);
  await writeFile(join(root, 'site', 'dist-secret.txt'), SECRET);
  t = await startTestApp({ staticDir: site });
});
afterAll(() => t.stop());

/** GET with the path sent byte for byte (fetch would normalise it). */
function rawGet(path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { port } = new URL(t.baseUrl);
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const DOTS = [
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%uff0e%uff0e',
  '...',
  '.',
];
const SLASHES = ['/', '%2f', '%2F', '%252f', '\\\\', '%5c', '%5C', '//', '%c0%af'];
const TARGETS = [
  'secret.txt',
  '../secret.txt',
  'dist-secret.txt',
  'etc/passwd',
  'secret.txt%00.html',
  'secret',
];

describe('static site under traversal attempts', () => {
  it('never reads outside the site folder', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...DOTS), fc.constantFrom(...SLASHES)), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom('', 'assets/', 'assets%2f', 'nested/deeper/'),
        fc.constantFrom(...TARGETS),
        async (steps, prefix, target) => {
          const path = `/${prefix}${steps.map(([dots, slash]) => dots + slash).join('')}${target}`;
          const res = await rawGet(path);
          expect(res.body, path).not.toContain(SECRET);
          expect(res.status, path).toBeLessThan(500);
          expect([200, 301, 400, 404], path).toContain(res.status);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('still serves what is inside', async () => {
    expect((await rawGet('/assets/app.js')).status).toBe(200);
    expect((await rawGet('/assets/../index.html')).body).not.toContain(SECRET);
  });
});
