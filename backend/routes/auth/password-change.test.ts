import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  TEST_ADMIN,
  makeTempDir,
  sessionCookie,
  startTestApp,
  testClock,
  type TestApp,
  testStore,
} from '../../testing/test-app';

let t: TestApp;
// A clock that stands still, so the throttle's delays do not run out while the hashes run.
const clock = testClock('2026-06-10T14:00:00.000Z');

// Each test speaks from its own client IP, so the sign-in throttle of one does not reach the next.
beforeAll(async () => {
  t = await startTestApp({ trustProxy: true, now: clock.now });
});
afterAll(() => t.stop());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const change = (cookie: string | undefined, json: unknown, ip: string) =>
  t.request('/api/auth/password', { method: 'POST', cookie, json, headers: from(ip) });

describe('POST /api/auth/password', () => {
  it('answers 401 without a session and 400 without the fields', async () => {
    const none = await change(undefined, { currentPassword: 'x', newPassword: 'y' }, '10.1.0.1');
    expect(none.status).toBe(401);
    const cookie = await t.login();
    const empty = await change(cookie, {}, '10.1.0.1');
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
  });

  it('changes the password of any signed-in admin, ending the user’s other sessions', async () => {
    const ip = '10.1.0.2';
    const mine = await t.login();
    const other = await t.login();
    const res = await change(
      mine,
      { currentPassword: TEST_ADMIN.password, newPassword: 'second-Owner-Pass-77' },
      ip,
    );
    expect(res.status).toBe(200);
    const renewed = sessionCookie(res);
    const session = async (cookie: string) => (await t.request('/api/auth/session', { cookie })).json();
    expect(await session(renewed)).toEqual({
      authenticated: true,
      username: TEST_ADMIN.username,
      role: 'admin',
    });
    expect(await session(other)).toEqual({ authenticated: false });
    // Back to the shared test password for the other tests of this file.
    const back = await change(
      renewed,
      { currentPassword: 'second-Owner-Pass-77', newPassword: TEST_ADMIN.password },
      ip,
    );
    expect(back.status).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const ip = '10.1.0.3';
    const cookie = await t.login();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const wrong = { currentPassword: `wrong-password-${i}`, newPassword: 'third-Owner-Pass-88' };
      statuses.push((await change(cookie, wrong, ip)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('the demand to replace a generated password', () => {
  it('is cleared by an ADMIN_PASSWORD applied at start, which also deletes the file', async () => {
    const dataDir = await makeTempDir();
    const first = await createApp({ ...(await testStore(dataDir)), logRequests: false, blogSeedFile: null });
    expect((await first.store.users.findByUsername('admin'))?.mustChangePassword).toBe(true);
    await first.close();
    expect(existsSync(join(dataDir, 'first-admin-password.txt'))).toBe(true);

    const env = { username: 'admin', password: 'from-Env-Password-99' };
    const next = await startTestApp({ dataDir, adminUsername: env.username, adminPassword: env.password });
    try {
      expect(next.admin).toEqual({ action: 'updated', username: 'admin' });
      expect(existsSync(join(dataDir, 'first-admin-password.txt'))).toBe(false);
      const login = await next.request('/api/auth/login', { method: 'POST', json: env });
      expect(await login.json()).toEqual({ authenticated: true, username: 'admin', role: 'admin' });
      const cookie = sessionCookie(login);
      expect((await next.request('/api/admin/summary', { cookie })).status).toBe(200);
    } finally {
      await next.stop();
    }
  });
});
