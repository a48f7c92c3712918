/**
 * Issue 29: a canvasser signs in, reads its session, changes its password, sends leads and signs
 * out, and nothing else. Every admin route, and every list that needs a session, answers its
 * session 403; the routes come from the app's own list, so a route added later is covered too.
 * Its session ends after 12 idle hours, and 7 days from sign-in however it is used.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact } from '../../../tests/factories/contact.factory';
import { buildUser } from '../../../tests/factories/user.factory';
import { ADMIN_ONLY } from '../../middlewares/auth';
import { SESSION_RULES } from '../../services/session.service';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

const HOUR = 3600_000;
const clock = testClock('2026-06-10T14:00:00.000Z');
const CANVASSER = buildUser({ username: 'booth-kim' });
let t: TestApp;
let admin: string;
let canvasser: string;
let leadId: string;

beforeAll(async () => {
  t = await startTestApp({ now: clock.now });
  admin = await t.login();
  const created = await t.request('/api/admin/users', { method: 'POST', json: CANVASSER, cookie: admin });
  expect(created.status).toBe(201);
  canvasser = await t.login(CANVASSER);
  const lead = await t.request('/api/contact', { method: 'POST', json: buildContact(), cookie: canvasser });
  expect(lead.status).toBe(201);
  leadId = ((await lead.json()) as { id: string }).id;
});
afterAll(() => t.stop());

/** A route's path with each parameter filled with the stored lead's id. */
const fill = (path: string) => path.replace(/:\w+/g, leadId);
const send = (method: string, path: string, cookie?: string) =>
  t.request(path, { method, cookie, ...(method === 'GET' ? {} : { json: {} }) });

describe('a canvasser session', () => {
  it('gets 403 from every admin route and every list that needs a session; an admin does not', async () => {
    const refused: string[] = [];
    for (const { method, path: pattern } of t.apiRoutes) {
      const path = fill(pattern);
      const admins = pattern.startsWith('/api/admin/');
      // Outside /api/admin only the reads that need a session (the lead lists) are admin reads.
      if (!admins && (method !== 'GET' || (await send(method, path)).status !== 401)) continue;
      const route = `${method} ${pattern}`;
      expect((await send(method, path)).status, `${route} without a session`).toBe(401);
      const res = await send(method, path, canvasser);
      expect(res.status, route).toBe(403);
      expect(await res.json(), route).toEqual({ message: ADMIN_ONLY });
      // Reads only: an admin's POSTs would send mail and change leads.
      if (method === 'GET')
        expect([401, 403], `${route} as an admin`).not.toContain((await send(method, path, admin)).status);
      refused.push(route);
    }
    expect(refused).toEqual(
      expect.arrayContaining([
        'GET /api/admin/summary',
        'GET /api/admin/leads',
        'GET /api/admin/leads/:id',
        'GET /api/admin/reports',
        'POST /api/admin/leads/:id/status',
        'POST /api/admin/leads/:id/notes',
        'GET /api/admin/deliveries',
        'POST /api/admin/deliveries/:id/retry',
        'GET /api/admin/delivery-settings',
        'GET /api/admin/users',
        'POST /api/admin/users',
        'GET /api/contact',
        'GET /api/booked-calls',
        'GET /api/phone-clicks',
      ]),
    );
  });

  it('downloads no export', async () => {
    for (const path of [
      '/api/admin/export/contacts.csv',
      '/api/admin/export/booked-calls.csv',
      '/api/admin/export/phone-clicks.csv',
      '/api/admin/leads/export.csv',
    ]) {
      expect((await t.request(path, { cookie: canvasser })).status, path).toBe(403);
      expect((await t.request(path, { cookie: admin })).status, path).toBe(200);
    }
  });

  it('reads its session, sends a lead, changes its password and signs out', async () => {
    const session = await t.request('/api/auth/session', { cookie: canvasser });
    expect(await session.json()).toEqual({
      authenticated: true,
      username: CANVASSER.username,
      role: 'canvasser',
    });
    const lead = await t.request('/api/contact', { method: 'POST', json: buildContact(), cookie: canvasser });
    expect(lead.status).toBe(201);

    const other = buildUser();
    expect((await t.request('/api/admin/users', { method: 'POST', json: other, cookie: admin })).status).toBe(
      201,
    );
    const changed = await t.request('/api/auth/password', {
      method: 'POST',
      cookie: await t.login(other),
      json: { currentPassword: other.password, newPassword: 'booth-Sunday-Pass-30' },
    });
    expect(changed.status).toBe(200);
    expect((await changed.json()).role).toBe('canvasser');
    const again = await t.login({ username: other.username, password: 'booth-Sunday-Pass-30' });
    expect((await t.request('/api/auth/logout', { method: 'POST', cookie: again })).status).toBe(204);
    expect(await (await t.request('/api/auth/session', { cookie: again })).json()).toEqual({
      authenticated: false,
    });
  });

  it('ends after 12 idle hours, and 7 days from sign-in however used, also across a restart', async () => {
    expect(SESSION_RULES.canvasser).toEqual({ maxAgeMs: 7 * 24 * HOUR, idleMs: 12 * HOUR });
    const isSignedIn = async (cookie: string) =>
      ((await (await t.request('/api/auth/session', { cookie })).json()) as { authenticated: boolean })
        .authenticated;
    // An event day offline keeps the session; a night more does not.
    const idle = await t.login(CANVASSER);
    clock.advance(12 * HOUR - 60_000);
    expect(await isSignedIn(idle)).toBe(true);
    clock.advance(12 * HOUR + 60_000);
    expect(await isSignedIn(idle)).toBe(false);

    const cookie = await t.login(CANVASSER);
    const dataDir = t.dataDir;
    // Used every 11 hours for a week: a restart on the way keeps it, the seventh day ends it.
    for (let h = 11; h < 7 * 24; h += 11) {
      clock.advance(11 * HOUR);
      expect(await isSignedIn(cookie), `after ${h} hours`).toBe(true);
      if (h === 33) {
        await t.stop();
        t = await startTestApp({ dataDir, now: clock.now });
      }
    }
    clock.advance(11 * HOUR);
    expect(await isSignedIn(cookie)).toBe(false);
  });
});
