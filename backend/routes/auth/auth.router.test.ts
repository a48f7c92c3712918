import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNTRUSTED_PROXY_WARNING } from '../../middlewares/proxy-check';
import { setUserPassword } from '../../services/admin-account';
import { storedText } from '../../testing/store-files';
import { TEST_ADMIN, sessionCookie, startTestApp, testClock, type TestApp } from '../../testing/test-app';

const clock = testClock('2026-06-10T14:00:00.000Z');
let t: TestApp;

// trustProxy lets each test speak from its own client IP (X-Forwarded-For), so the per-IP
// login throttle of one test does not leak into the next.
beforeAll(async () => {
  t = await startTestApp({ now: clock.now, trustProxy: true });
});
afterAll(() => t.stop());

const login = (json: unknown, ip = '10.0.0.1', headers: Record<string, string> = {}) =>
  t.request('/api/auth/login', { method: 'POST', json, headers: { 'x-forwarded-for': ip, ...headers } });
const session = async (cookie?: string) => (await t.request('/api/auth/session', { cookie })).json();
const wrong = { username: TEST_ADMIN.username, password: 'wrong-password-123' };

// Each attempt runs the real scrypt check (about 0.7 s on one free core): a busy machine needs the room.
describe('POST /api/auth/login', { timeout: 60_000 }, () => {
  it('signs in and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: true, username: TEST_ADMIN.username, role: 'admin' });
    const header = res.headers.getSetCookie().find((c) => c.startsWith('lhe_session='))!;
    expect(header).toMatch(/^lhe_session=[A-Za-z0-9_-]{43};/);
    expect(header.toLowerCase()).toContain('httponly');
    expect(header.toLowerCase()).toContain('samesite=lax');
    expect(header.toLowerCase()).toContain('path=/');
    expect(header.toLowerCase()).not.toContain('secure');
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const res = await login(TEST_ADMIN, '10.0.0.2', { 'x-forwarded-proto': 'https' });
    expect(
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith('lhe_session='))!
        .toLowerCase(),
    ).toContain('secure');
  });

  it('on an https site, always sets a Secure __Host- cookie (Path=/, no Domain) and warns once about an untrusted proxy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A TLS-terminating proxy that the app does not trust: requests arrive as plain http.
    const site = await startTestApp({ siteUrl: 'https://www.example.com', trustProxy: false });
    try {
      const res = await site.request('/api/auth/login', { method: 'POST', json: TEST_ADMIN });
      expect(res.status).toBe(200);
      const header = res.headers.getSetCookie().find((c) => c.includes('lhe_session='))!;
      expect(header).toMatch(/^__Host-lhe_session=[A-Za-z0-9_-]{43};/);
      expect(header.toLowerCase()).toContain('; secure');
      expect(header.toLowerCase()).toContain('path=/;');
      expect(header.toLowerCase()).not.toContain('domain=');
      const cookie = sessionCookie(res);
      expect(await (await site.request('/api/auth/session', { cookie })).json()).toEqual({
        authenticated: true,
        username: TEST_ADMIN.username,
        role: 'admin',
      });
      // The plain name means nothing to an https site.
      const plain = cookie.replace('__Host-', '');
      expect((await site.request('/api/contact', { cookie: plain })).status).toBe(401);
      expect(warn.mock.calls.filter(([message]) => message === UNTRUSTED_PROXY_WARNING)).toHaveLength(1);
    } finally {
      warn.mockRestore();
      await site.stop();
    }
  });

  it('stores only a hash of the token and of the password', async () => {
    const res = await login(TEST_ADMIN, '10.0.0.3');
    const token = sessionCookie(res).split('=')[1];
    const sessions = await storedText(t.dataDir, 'sessions');
    const users = await storedText(t.dataDir, 'users');
    expect(sessions).not.toContain(token);
    expect(users).not.toContain(TEST_ADMIN.password);
    expect(JSON.parse(users)[0].passwordHash).toMatch(
      /^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/,
    );
  });

  it('answers the same 401 for a wrong password and an unknown username', async () => {
    const a = await login(wrong, '10.0.1.1');
    const b = await login({ username: 'nobody', password: TEST_ADMIN.password }, '10.0.1.1');
    expect([a.status, b.status]).toEqual([401, 401]);
    expect(await a.json()).toEqual({ message: 'Invalid username or password' });
    expect(await b.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('answers 400 when a field is missing', async () => {
    const res = await login({ username: 'owner' }, '10.0.1.2');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Password is required',
      errors: { password: 'Password is required' },
    });
  });

  it('50 wrong passwords for a username from one address never keep it out from another', async () => {
    const attacker = '10.0.2.1';
    const answers = [];
    for (let i = 0; i < 50; i++) answers.push((await login(wrong, attacker)).status);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);

    const owner = await login(TEST_ADMIN, '10.0.2.2');
    expect(owner.status).toBe(200);
  });

  it('after 5 failures from one address, makes its next attempts wait longer each time, even with the right password', async () => {
    const ip = '10.0.2.5';
    for (let i = 0; i < 5; i++) expect((await login(wrong, ip)).status).toBe(401);

    const blocked = await login(TEST_ADMIN, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(await blocked.json()).toEqual({
      message: 'Too many attempts, try again in 1 second',
      retryAfterSeconds: 1,
    });
    clock.advance(1000);
    expect((await login(wrong, ip)).status).toBe(401);
    expect((await login(TEST_ADMIN, ip)).headers.get('retry-after')).toBe('2');
    clock.advance(2000);
    expect((await login(TEST_ADMIN, ip)).status).toBe(200);
  });

  it('forgets a username’s failures from an address after a success there', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < 4; i++) expect((await login(wrong, ip)).status).toBe(401);
    expect((await login(TEST_ADMIN, ip)).status).toBe(200);
    // Had the 4 failures been kept, this fifth one would delay the next attempt.
    expect((await login(wrong, ip)).status).toBe(401);
    expect((await login(wrong, ip)).status).toBe(401);
  });

  it('checks at most two passwords at once and answers the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => login(wrong, `10.0.6.${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const busy = answers.filter((r) => r.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect((await res.json()).message).toBe('Too many sign-ins at once, try again in a moment');
    }
    expect((await login(TEST_ADMIN, '10.0.6.9')).status).toBe(200);
  });

  it('keeps a password check for a device the account signed in from before: a flood cannot keep the owner out', async () => {
    const first = await login(TEST_ADMIN, '10.0.7.1');
    expect(first.status).toBe(200);
    const device = (first.headers.get('set-cookie') ?? '').match(/(?:^|,\s*)(lhe_device=[^;]+)/)?.[1];
    expect(device).toBeDefined();
    const flood = Array.from({ length: 8 }, (_, i) => login(wrong, `10.0.8.${i}`));
    const owner = login(TEST_ADMIN, '10.0.7.2', { cookie: device! });
    const [ownerAnswer, ...floodAnswers] = await Promise.all([owner, ...flood]);
    expect(floodAnswers.some((r) => r.status === 429)).toBe(true);
    expect(ownerAnswer.status).toBe(200);
  });

  // 21 real scrypt runs (~7 s on 2 idle cores): allow for a busy machine.
  it('blocks an IP after 20 failures in 15 minutes, whatever the username', async () => {
    const ip = '10.0.4.1';
    const statuses = [];
    for (let i = 0; i < 20; i++)
      statuses.push((await login({ username: `guess-${i}`, password: 'x' }, ip)).status);
    expect(statuses).toEqual(Array(20).fill(401));
    const blocked = await login(TEST_ADMIN, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(900);
    expect((await login(TEST_ADMIN, '10.0.4.2')).status).toBe(200);
  }, 60_000);
});

describe('sessions', () => {
  it('reports the session state with 200 either way', async () => {
    expect(await session()).toEqual({ authenticated: false });
    const cookie = sessionCookie(await login(TEST_ADMIN, '10.0.5.1'));
    expect(await session(cookie)).toEqual({
      authenticated: true,
      username: TEST_ADMIN.username,
      role: 'admin',
    });
  });

  it('logout answers 204, clears the cookie and ends the session', async () => {
    const cookie = sessionCookie(await login(TEST_ADMIN, '10.0.5.2'));
    expect((await t.request('/api/contact', { cookie })).status).toBe(200);
    const res = await t.request('/api/auth/logout', { method: 'POST', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('lhe_session='))).toMatch(
      /expires=Thu, 01 Jan 1970/i,
    );
    expect((await t.request('/api/contact', { cookie })).status).toBe(401);
    expect(await session(cookie)).toEqual({ authenticated: false });
  });

  it('logout without a session still answers 204', async () => {
    expect((await t.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  });

  it('expires after 12 idle hours, and each use restarts the count', async () => {
    const cookie = sessionCookie(await login(TEST_ADMIN, '10.0.5.3'));
    clock.advance(11 * 3600_000);
    expect((await t.request('/api/phone-clicks', { cookie })).status).toBe(200);
    clock.advance(11 * 3600_000);
    expect((await session(cookie)).authenticated).toBe(true);
    clock.advance(12 * 3600_000 + 60_000);
    expect((await t.request('/api/phone-clicks', { cookie })).status).toBe(401);
  });

  it('ends 7 days after sign-in however often it is used', async () => {
    const cookie = sessionCookie(await login(TEST_ADMIN, '10.0.5.5'));
    for (let hours = 0; hours < 7 * 24 - 11; hours += 11) {
      clock.advance(11 * 3600_000);
      expect((await session(cookie)).authenticated).toBe(true);
    }
    clock.advance(12 * 3600_000);
    expect(await session(cookie)).toEqual({ authenticated: false });
  });

  it('a sign-in ends the session its request came with', async () => {
    const first = sessionCookie(await login(TEST_ADMIN, '10.0.5.6'));
    const second = sessionCookie(await login(TEST_ADMIN, '10.0.5.6', { cookie: first }));
    expect(second).not.toBe(first);
    expect(await session(first)).toEqual({ authenticated: false });
    expect((await session(second)).authenticated).toBe(true);
  });

  it('ends every session of a user whose password changes', async () => {
    const cookie = sessionCookie(await login(TEST_ADMIN, '10.0.5.4'));
    const user = (await t.store.users.findByUsername(TEST_ADMIN.username))!;
    await setUserPassword(t.store, user.username, TEST_ADMIN.password, clock.now());
    expect(await session(cookie)).toEqual({ authenticated: false });
    expect((await login(TEST_ADMIN, '10.0.5.4')).status).toBe(200);
  });
});
