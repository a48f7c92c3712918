/**
 * The security event log: each sign-in, refusal and account change is one log line with its
 * user, client address and outcome, never a password; the admin reads the newest ones.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecurityLogEntry } from '#shared/schemas/security-log';
import { buildUser } from '../../../tests/factories/user.factory';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterAll(() => t.stop());
afterEach(() => vi.restoreAllMocks());

/** Every line the logger prints while `run` runs. */
async function logLines(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const keep = (line: unknown) => void lines.push(String(line));
  vi.spyOn(console, 'log').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  vi.spyOn(console, 'error').mockImplementation(keep);
  await run();
  vi.restoreAllMocks();
  return lines;
}

const readLog = async (cookie = admin) => {
  const res = await t.request('/api/admin/security-log', { cookie });
  return { status: res.status, events: res.status === 200 ? ((await res.json()) as SecurityLogEntry[]) : [] };
};
const login = (json: unknown) => t.request('/api/auth/login', { method: 'POST', json });

describe('the security log', () => {
  it('records sign-ins, failures, throttling, sign-out and a new account, without a password', async () => {
    const kim = buildUser();
    const wrong = 'not-Kims-Password-99';
    const typedAsName = 'my-Secret-Typed-As-Name-1';
    const lines = await logLines(async () => {
      expect((await t.request('/api/admin/users', { method: 'POST', json: kim, cookie: admin })).status).toBe(
        201,
      );
      expect((await login({ username: typedAsName, password: wrong })).status).toBe(401);
      // Five free failures for the pair, then delays that double (a slow hash may outlast the first).
      const statuses: number[] = [];
      while (statuses.length < 9 && !statuses.includes(429))
        statuses.push((await login({ username: kim.username, password: wrong })).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses).toContain(429);
      const other = buildUser({ role: 'admin' });
      await t.request('/api/admin/users', { method: 'POST', json: other, cookie: admin });
      const cookie = await t.login(other);
      expect((await t.request('/api/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    });

    const security = lines.filter((l) => l.startsWith('security '));
    expect(security).toContain(
      `security account-created ok user="${kim.username}" client=127.0.0.1 (canvasser, by ${TEST_ADMIN.username})`,
    );
    expect(security).toContain('security sign-in failed client=127.0.0.1 (unknown username)');
    expect(security).toContain(
      `security sign-in failed user="${kim.username}" client=127.0.0.1 (wrong password)`,
    );
    expect(
      security.some((l) => l.startsWith(`security sign-in-throttled refused user="${kim.username}"`)),
    ).toBe(true);
    expect(
      security.some((l) => l.startsWith('security sign-in ok user=') && l.includes('client=127.0.0.1')),
    ).toBe(true);
    expect(security.some((l) => l.startsWith('security sign-out ok user='))).toBe(true);
    // Neither a password nor a name that is not an account (it may be a password typed in the wrong box).
    for (const secret of [wrong, kim.password, typedAsName]) expect(lines.join('\n')).not.toContain(secret);

    const { status, events } = await readLog();
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({ event: 'sign-out', outcome: 'ok', client: '127.0.0.1' });
    expect(events).toContainEqual({
      at: expect.any(String),
      event: 'sign-in',
      outcome: 'failed',
      user: kim.username,
      client: '127.0.0.1',
      detail: 'wrong password',
    });
    expect(JSON.stringify(events)).not.toContain(wrong);
  });

  it('answers a canvasser 403 and no session 401', async () => {
    const kim = buildUser();
    await t.request('/api/admin/users', { method: 'POST', json: kim, cookie: admin });
    const canvasser = await t.login(kim);
    expect((await readLog(canvasser)).status).toBe(403);
    expect((await t.request('/api/admin/security-log')).status).toBe(401);
  });
});
