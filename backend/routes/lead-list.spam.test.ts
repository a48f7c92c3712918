/**
 * The dashboard's lists, GET /api/contact and GET /api/booked-calls, leave out leads marked Spam:
 * in X-Total-Count, in their pages and in the search.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadDetail } from '#shared/schemas/lead';
import type { LeadStatus } from '#shared/schemas/lead-status';
import { buildBooking, buildProvisionalBooking } from '../../tests/factories/booking.factory';
import { buildContact } from '../../tests/factories/contact.factory';
import { startTestApp, testClock, type TestApp } from '../testing/test-app';

// 10:00 AM in New York on a Wednesday, far from any DST change.
const NOW = new Date('2026-06-10T14:00:00.000Z');

type Lead = { id: string } & Record<string, unknown>;

const KINDS = [
  {
    path: '/api/contact',
    // Three requests a minute apart; the middle one is the spammer.
    leads: () => ['Ann Able', 'Bob Spammer', 'Cy Cole'].map((name) => buildContact({ name })),
    minutesApart: true,
  },
  {
    path: '/api/booked-calls',
    // Three bookings at the same instant, the first a provisional one whose edit token the list must not show.
    leads: () => [
      buildProvisionalBooking(),
      buildBooking({ scheduledTime: '10:00 AM' }, { now: NOW }),
      buildBooking({ scheduledTime: '11:00 AM' }, { now: NOW }),
    ],
    minutesApart: false,
  },
];

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** The three leads stored oldest first, the middle one marked Spam. */
async function withSpamLead({ path, leads, minutesApart }: (typeof KINDS)[number]) {
  const clock = testClock(NOW);
  const t = (app = await startTestApp({ now: clock.now }));
  const cookie = await t.login();
  const stored: Lead[] = [];
  for (const json of leads()) {
    if (minutesApart) clock.advance(60_000);
    const res = await t.request(path, { method: 'POST', json });
    expect(res.status).toBe(201);
    const { editToken: _token, ...record } = (await res.json()) as Lead;
    stored.push(record as Lead);
  }
  const setStatus = async (id: string, status: LeadStatus) => {
    const { activity } = (await (await t.request(`/api/admin/leads/${id}`, { cookie })).json()) as LeadDetail;
    const json = { status, version: activity.version };
    const res = await t.request(`/api/admin/leads/${id}/status`, { method: 'POST', json, cookie });
    expect(res.status).toBe(200);
  };
  const list = async (query = '') => {
    const res = await t.request(`${path}${query}`, { cookie });
    expect(res.status).toBe(200);
    return { total: res.headers.get('x-total-count'), items: (await res.json()) as Lead[] };
  };
  const [a, spam, c] = stored;
  await setStatus(spam.id, 'spam');
  return { a, spam, c, setStatus, list, t, cookie };
}

describe.each(KINDS)('GET $path with a Spam lead', (kind) => {
  const { path } = kind;
  it('leaves it out of the list and X-Total-Count, newest first, records whole and without secrets', async () => {
    const { a, c, list } = await withSpamLead(kind);
    expect(await list()).toEqual({ total: '2', items: [c, a] });
  });

  it('pages past it', async () => {
    const { a, list } = await withSpamLead(kind);
    expect(await list('?limit=1&offset=1')).toEqual({ total: '2', items: [a] });
    expect(await list('?limit=5&offset=2')).toEqual({ total: '2', items: [] });
  });

  it('lists it again once its status is back to New', async () => {
    const { a, spam, c, setStatus, list } = await withSpamLead(kind);
    await setStatus(spam.id, 'new');
    // A booking's call stays cancelled: un-marking Spam does not book its slot again.
    expect(await list()).toEqual({ total: '3', items: [c, expect.objectContaining({ id: spam.id }), a] });
  });

  it('still answers 401 without a session and 400 for a bad page', async () => {
    const { t, cookie } = await withSpamLead(kind);
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(`${path}?limit=0`, { cookie })).status).toBe(400);
    expect((await t.request(`${path}?offset=-1`, { cookie })).status).toBe(400);
  });
});

describe('GET /api/contact?q= with a Spam request', () => {
  const contacts = KINDS[0];

  it('does not find it, and pages the search past it', async () => {
    const { a, c, list } = await withSpamLead(contacts);
    expect(await list('?q=spammer')).toEqual({ total: '0', items: [] });
    expect(await list('?q=FORT%20LEE&limit=1')).toEqual({ total: '2', items: [c] });
    expect(await list('?q=201-555-0199&offset=1')).toEqual({ total: '2', items: [a] });
  });

  it('finds it again once its status is back to New', async () => {
    const { spam, setStatus, list } = await withSpamLead(contacts);
    await setStatus(spam.id, 'new');
    expect(await list('?q=spammer')).toEqual({ total: '1', items: [spam] });
  });
});
