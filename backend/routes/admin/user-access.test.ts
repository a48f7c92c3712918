/**
 * Issue 45: the admin locks an account out (disable), lets it back in (enable) and signs it out
 * everywhere (end sessions). A disabled account's open session is refused at its next request;
 * the last enabled admin can never be disabled.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserAccessAnswer, UserSummary } from '#shared/schemas/users';
import { buildContact } from '../../../tests/factories/contact.factory';
import { buildUser } from '../../../tests/factories/user.factory';
import { LAST_ADMIN } from '../../services/account-access';
import { ACCOUNT_DISABLED } from '../../services/sign-in';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;

beforeEach(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterEach(() => t.stop());

const users = async () =>
  (await (await t.request('/api/admin/users', { cookie: admin })).json()) as UserSummary[];
const idOf = async (username: string) => (await users()).find((u) => u.username === username)!.id;
const access = (id: string, action: string, cookie = admin) =>
  t.request(`/api/admin/users/${id}/${action}`, { method: 'POST', cookie });
const addUser = async (role: 'admin' | 'canvasser' = 'canvasser') => {
  const input = buildUser({ role });
  expect((await t.request('/api/admin/users', { method: 'POST', json: input, cookie: admin })).status).toBe(
    201,
  );
  return { ...input, id: await idOf(input.username) };
};
const postLead = (cookie: string) =>
  t.request('/api/contact', { method: 'POST', json: buildContact(), cookie });

describe('disabling an account', () => {
  it('refuses its open session at the next request and its sign-in, until it is enabled', async () => {
    const kim = await addUser();
    const tablet = await t.login(kim);
    expect((await postLead(tablet)).status).toBe(201);

    const res = await access(kim.id, 'disable');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as UserAccessAnswer;
    expect(answer).toEqual({
      user: expect.objectContaining({ username: kim.username, disabled: true }),
      sessionsEnded: 1,
    });

    // The lead posts as anonymous, but the session reads as gone.
    expect(await (await t.request('/api/auth/session', { cookie: tablet })).json()).toEqual({
      authenticated: false,
    });
    expect((await t.request('/api/auth/password', { method: 'POST', cookie: tablet, json: {} })).status).toBe(
      401,
    );
    const signIn = await t.request('/api/auth/login', { method: 'POST', json: kim });
    expect(signIn.status).toBe(403);
    expect(await signIn.json()).toEqual({ message: ACCOUNT_DISABLED });
    // A wrong password still answers the usual 401: the state is told only to the account's owner.
    const wrong = await t.request('/api/auth/login', {
      method: 'POST',
      json: { ...kim, password: 'not-the-password-1' },
    });
    expect(wrong.status).toBe(401);
    expect((await users()).find((u) => u.id === kim.id)?.disabled).toBe(true);

    expect((await access(kim.id, 'enable')).status).toBe(200);
    expect((await users()).find((u) => u.id === kim.id)?.disabled).toBe(false);
    expect((await postLead(await t.login(kim))).status).toBe(201);
  });

  it('refuses the session of an account disabled by another server or the command line', async () => {
    // What a second server or `npm run admin:account` does on a shared PostgreSQL: the record
    // changes, this server's sessions are not removed by it.
    const lee = await addUser('admin');
    const cookie = await t.login(lee);
    expect((await t.request('/api/admin/users', { cookie })).status).toBe(200);
    await t.store.users.update(lee.id, { disabled: true });
    expect((await t.request('/api/admin/users', { cookie })).status).toBe(401);
  });

  it('ends every session of an account, which may sign in again', async () => {
    const kim = await addUser();
    const [one, two] = [await t.login(kim), await t.login(kim)];
    const res = await access(kim.id, 'end-sessions');
    expect(((await res.json()) as UserAccessAnswer).sessionsEnded).toBe(2);
    for (const cookie of [one, two])
      expect(await (await t.request('/api/auth/session', { cookie })).json()).toEqual({
        authenticated: false,
      });
    expect((await postLead(await t.login(kim))).status).toBe(201);
  });

  it('never disables the last enabled admin (409), and answers 404 for no such account', async () => {
    const ownerId = await idOf(TEST_ADMIN.username);
    const refused = await access(ownerId, 'disable');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: LAST_ADMIN });
    expect((await t.request('/api/admin/users', { cookie: admin })).status).toBe(200);

    // With a second admin, either may go, but not both, even at once.
    const lee = await addUser('admin');
    const leeCookie = await t.login(lee);
    const both = await Promise.all([access(lee.id, 'disable'), access(ownerId, 'disable', leeCookie)]);
    // The loser is refused as the last admin, or finds its own session already ended.
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const enabledAdmins = (await t.store.users.list()).filter((u) => u.role === 'admin' && !u.disabled);
    expect(enabledAdmins).toHaveLength(1);
    if (both[1].status === 200) admin = leeCookie;

    expect((await access('no-such-id', 'disable')).status).toBe(404);
    expect((await access(ownerId, 'delete')).status).toBe(400);
  });

  it('answers a canvasser 403', async () => {
    const kim = await addUser();
    const res = await access(await idOf(TEST_ADMIN.username), 'disable', await t.login(kim));
    expect(res.status).toBe(403);
  });
});
