/** GET /api/contact leaves out estimate requests marked Spam: in its count, its pages and its search. */
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactRecord } from '../../../shared/schemas/contact';
import type { LeadDetail } from '../../../shared/schemas/delivery';
import type { LeadStatus } from '../../../shared/schemas/lead-status';
import { buildContact } from '../../../tests/factories/contact.factory';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** Three requests a minute apart (oldest first), the middle one marked Spam. */
async function withSpamRequest() {
  const clock = testClock('2026-06-10T14:00:00.000Z');
  const t = (app = await startTestApp({ now: clock.now }));
  const cookie = await t.login();
  const leads: ContactRecord[] = [];
  for (const name of ['Ann Able', 'Bob Spammer', 'Cy Cole']) {
    clock.advance(60_000);
    const res = await t.request('/api/contact', { method: 'POST', json: buildContact({ name }) });
    leads.push((await res.json()) as ContactRecord);
  }
  const setStatus = async (id: string, status: LeadStatus) => {
    const { activity } = (await (await t.request(`/api/admin/leads/${id}`, { cookie })).json()) as LeadDetail;
    const json = { status, version: activity.version };
    const res = await t.request(`/api/admin/leads/${id}/status`, { method: 'POST', json, cookie });
    expect(res.status).toBe(200);
  };
  const list = async (query = '') => {
    const res = await t.request(`/api/contact${query}`, { cookie });
    expect(res.status).toBe(200);
    return { total: res.headers.get('x-total-count'), items: (await res.json()) as ContactRecord[] };
  };
  const [a, spam, c] = leads;
  await setStatus(spam.id, 'spam');
  return { a, spam, c, setStatus, list, t, cookie };
}

describe('GET /api/contact with a Spam request', () => {
  it('leaves it out of the list and X-Total-Count, newest first, records whole', async () => {
    const { a, c, list } = await withSpamRequest();
    expect(await list()).toEqual({ total: '2', items: [c, a] });
  });

  it('pages past it', async () => {
    const { a, list } = await withSpamRequest();
    expect(await list('?limit=1&offset=1')).toEqual({ total: '2', items: [a] });
    expect(await list('?limit=5&offset=2')).toEqual({ total: '2', items: [] });
  });

  it('does not find it by search', async () => {
    const { a, c, list } = await withSpamRequest();
    expect(await list('?q=spammer')).toEqual({ total: '0', items: [] });
    expect(await list('?q=FORT%20LEE&limit=1')).toEqual({ total: '2', items: [c] });
    expect(await list('?q=201-555-0199&offset=1')).toEqual({ total: '2', items: [a] });
  });

  it('lists it again once its status is back to New', async () => {
    const { a, spam, c, setStatus, list } = await withSpamRequest();
    await setStatus(spam.id, 'new');
    expect(await list()).toEqual({ total: '3', items: [c, spam, a] });
    expect(await list('?q=spammer')).toEqual({ total: '1', items: [spam] });
  });

  it('still answers 401 without a session and 400 for a bad page', async () => {
    const { t, cookie } = await withSpamRequest();
    expect((await t.request('/api/contact')).status).toBe(401);
    expect((await t.request('/api/contact?limit=0', { cookie })).status).toBe(400);
  });
});
