/**
 * /api/admin/users: the accounts without their hashes, and a new admin or canvasser with the
 * set-password command's rules; the lead history names whoever made each change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '#shared/schemas/auth';
import type { LeadDetail } from '#shared/schemas/lead';
import type { UserSummary } from '#shared/schemas/users';
import { buildContact } from '../../../tests/factories/contact.factory';
import { buildUser } from '../../../tests/factories/user.factory';
import { ADMIN_ONLY } from '../../middlewares/auth';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';
import { USERNAME_TAKEN } from './users.router';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterAll(() => t.stop());

const createUser = (json: unknown, cookie = admin) =>
  t.request('/api/admin/users', { method: 'POST', json, cookie });
const listUsers = async () =>
  (await (await t.request('/api/admin/users', { cookie: admin })).json()) as UserSummary[];

describe('/api/admin/users', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request('/api/admin/users')).status).toBe(401);
    expect((await createUser(buildUser(), '')).status).toBe(401);
  });

  it('lists the accounts without password hashes; one stored without a role is an admin', async () => {
    // TEST_ADMIN is stored as before roles existed (testing/test-app.ts): no role in users.json.
    const res = await t.request('/api/admin/users', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const owner = ((await res.json()) as UserSummary[]).find((u) => u.username === TEST_ADMIN.username);
    expect(owner).toEqual({
      id: expect.any(String),
      username: TEST_ADMIN.username,
      role: 'admin',
      createdAt: expect.any(String),
      disabled: false,
    });
    const session = (await (await t.request('/api/auth/session', { cookie: admin })).json()) as SessionInfo;
    expect(session).toEqual({ authenticated: true, username: TEST_ADMIN.username, role: 'admin' });
  });

  it('creates a canvasser who can sign in as one', async () => {
    const input = buildUser();
    const res = await createUser(input);
    expect(res.status).toBe(201);
    const created = (await res.json()) as UserSummary;
    expect(created).toEqual({
      id: expect.any(String),
      username: input.username,
      role: 'canvasser',
      createdAt: expect.any(String),
      disabled: false,
    });
    expect(JSON.stringify(await listUsers())).not.toContain('scrypt');
    expect(await listUsers()).toContainEqual(created);
    const login = await t.request('/api/auth/login', { method: 'POST', json: input });
    expect(await login.json()).toEqual({ authenticated: true, username: input.username, role: 'canvasser' });
  });

  it('answers 409 for a username taken in any case, and stores nothing', async () => {
    const before = (await listUsers()).length;
    const res = await createUser(buildUser({ username: TEST_ADMIN.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: USERNAME_TAKEN, errors: { username: USERNAME_TAKEN } });
    expect(await listUsers()).toHaveLength(before);
  });

  it('refuses a weak password (422 for a common one) and a missing role, with the field named', async () => {
    const common = await createUser(buildUser({ password: 'qwerty123456' }));
    expect(common.status).toBe(422);
    expect(await common.json()).toMatchObject({
      errors: { password: 'That password is one of the most common ones; choose another.' },
    });
    const short = await createUser(buildUser({ password: 'too-short' }));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      errors: { password: 'The password must be at least 12 characters.' },
    });
    const noRole = await createUser({ ...buildUser(), role: 'owner' });
    expect(noRole.status).toBe(400);
    expect(await noRole.json()).toMatchObject({ errors: { role: 'Choose a role' } });
    const spaced = await createUser(buildUser({ username: 'two words' }));
    expect(await spaced.json()).toMatchObject({
      errors: { username: 'The username cannot contain spaces.' },
    });
  });

  it('answers 403 to a canvasser creating or listing accounts', async () => {
    const input = buildUser();
    expect((await createUser(input)).status).toBe(201);
    const canvasser = await t.login(input);
    const create = await createUser(buildUser({ role: 'admin' }), canvasser);
    expect(create.status).toBe(403);
    expect(await create.json()).toEqual({ message: ADMIN_ONLY });
    expect((await t.request('/api/admin/users', { cookie: canvasser })).status).toBe(403);
  });
});

describe('the lead history', () => {
  it('names the signed-in user of every status change and note', async () => {
    const lead = (await (
      await t.request('/api/contact', { method: 'POST', json: buildContact() })
    ).json()) as {
      id: string;
    };
    const second = buildUser({ role: 'admin' });
    expect((await createUser(second)).status).toBe(201);
    const other = await t.login(second);
    const post = (what: string, json: unknown, cookie: string) =>
      t.request(`/api/admin/leads/${lead.id}/${what}`, { method: 'POST', json, cookie });
    expect((await post('status', { status: 'contacted', version: 0 }, admin)).status).toBe(200);
    expect((await post('status', { status: 'won', version: 1 }, other)).status).toBe(200);
    expect((await post('notes', { text: 'Signed on the spot' }, other)).status).toBe(200);
    const detail = (await (
      await t.request(`/api/admin/leads/${lead.id}`, { cookie: admin })
    ).json()) as LeadDetail;
    expect(detail.activity.history.map((h) => [h.to, h.user])).toEqual([
      ['contacted', TEST_ADMIN.username],
      ['won', second.username],
    ]);
    expect(detail.activity.notes.map((n) => n.user)).toEqual([second.username]);
  });
});
