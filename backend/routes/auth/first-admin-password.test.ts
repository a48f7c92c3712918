/**
 * The first start without ADMIN_PASSWORD, as the real server process does it: the generated
 * password goes to an owner-only file (never to the log), and its first sign-in must replace it
 * before any admin data is answered.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../testing/server-process';
import { makeTempDir, sessionCookie } from '../../testing/test-app';

const NEW_PASSWORD = 'owner-Chosen-Password-2026';
const ADMIN_DATA = [
  '/api/admin/summary',
  '/api/admin/export/contacts.csv',
  '/api/contact',
  '/api/booked-calls',
  '/api/phone-clicks',
];

let server: ServerProcess;
let dataDir: string;
let file: string;

beforeAll(async () => {
  dataDir = join(await makeTempDir('lhe-first-admin-'), 'store');
  file = join(dataDir, 'first-admin-password.txt');
  server = await startServerProcess({ dataDir });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
});

const request = (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
  fetch(server.baseUrl + path, {
    method: init.method,
    headers: {
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  request('/api/auth/password', { method: 'POST', cookie, json: { currentPassword, newPassword } });

describe('a first start without ADMIN_PASSWORD', () => {
  it('writes the generated password to an owner-only file in DATA_DIR and logs only the file’s path', async () => {
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^\S{20,}$/);
    expect(server.output()).toContain(file);
    expect(server.output()).not.toContain(password);
  });

  it('demands a password change before any admin data, and after it works as usual', async () => {
    const generated = (await readFile(file, 'utf8')).trim();
    const login = await request('/api/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: generated },
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({
      authenticated: true,
      username: 'admin',
      role: 'admin',
      mustChangePassword: true,
    });
    const cookie = sessionCookie(login);
    expect(await (await request('/api/auth/session', { cookie })).json()).toEqual({
      authenticated: true,
      username: 'admin',
      role: 'admin',
      mustChangePassword: true,
    });
    for (const path of ADMIN_DATA) {
      const res = await request(path, { cookie });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({
        message: 'Password change required',
        error: 'Password change required',
      });
    }

    // The set-password command's rules, with its messages; nothing changes on a refusal.
    const refusals: [string, string, string][] = [
      ['not-the-password-123', NEW_PASSWORD, 'The current password is not correct.'],
      [generated, 'too-short', 'The password must be at least 12 characters.'],
      [generated, 'qwerty123456', 'That password is one of the most common ones; choose another.'],
      [generated, generated, 'The new password must differ from the current one.'],
    ];
    for (const [current, next, message] of refusals) {
      const res = await changePassword(cookie, current, next);
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect(existsSync(file)).toBe(true);

    const changed = await changePassword(cookie, generated, NEW_PASSWORD);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ authenticated: true, username: 'admin', role: 'admin' });
    // Still signed in, under a new session token; the old token is spent.
    const rotated = sessionCookie(changed);
    expect(rotated).not.toBe(cookie);
    expect((await request('/api/auth/session', { cookie })).status).toBe(200);
    expect(await (await request('/api/auth/session', { cookie })).json()).toEqual({ authenticated: false });
    expect(await (await request('/api/auth/session', { cookie: rotated })).json()).toEqual({
      authenticated: true,
      username: 'admin',
      role: 'admin',
    });
    for (const path of ADMIN_DATA) expect((await request(path, { cookie: rotated })).status, path).toBe(200);
    expect(existsSync(file)).toBe(false);

    const signIn = (password: string) =>
      request('/api/auth/login', { method: 'POST', json: { username: 'admin', password } });
    expect((await signIn(generated)).status).toBe(401);
    const again = await signIn(NEW_PASSWORD);
    expect(await again.json()).toEqual({ authenticated: true, username: 'admin', role: 'admin' });
  }, 30_000);
});
