/** GET /api/admin/leads: the inbox of estimate requests and booked calls, its filters, sort and paging. */
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxPage } from '#shared/schemas/inbox';
import { buildBooking, buildProvisionalBooking } from '../../../tests/factories/booking.factory';
import { buildContact } from '../../../tests/factories/contact.factory';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** 10:00 on a Tuesday in New York (UTC-4 in June). */
const START = new Date('2026-06-02T14:00:00Z');

/** An app on a clock the test moves, with three contacts and two bookings a day apart. */
async function inboxWithLeads() {
  let clock = START;
  app = await startTestApp({ now: () => clock });
  const at = (iso: string) => (clock = new Date(iso));
  const post = async (path: string, json: unknown) => {
    const res = await app!.request(path, { method: 'POST', json });
    expect(res.status, path).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const ids = {
    maria: await post(
      '/api/contact',
      buildContact({
        name: 'Maria Lopez',
        city: 'Hoboken',
        phone: '(973) 555-0101',
        email: 'maria@example.com',
        source: 'lander',
        attribution: { utm_campaign: 'fall-windows' },
      }),
    ),
    // Early on 3 June in New York, still 3 June in UTC: the day filter counts in the business zone.
    ken: await (at('2026-06-03T12:00:00Z'),
    post('/api/contact', buildContact({ name: 'Ken Adams', city: 'Newark', email: 'ken@example.com' }))),
    call: await post(
      '/api/booked-calls',
      buildBooking({ name: 'Rita Call', email: 'rita@example.com' }, { now: clock, dayIndex: 3 }),
    ),
    soon: await post(
      '/api/booked-calls',
      buildBooking({ name: 'Sam Soon', email: 'sam@example.com' }, { now: clock, dayIndex: 1 }),
    ),
    // 23:30 on 4 June in New York is already 5 June in UTC.
    late: await (at('2026-06-05T03:30:00Z'),
    post('/api/booked-calls', buildProvisionalBooking({ name: 'Lee Later', email: 'lee@example.com' }))),
  };
  const cookie = await app.login();
  const inbox = async (query = '') => {
    const res = await app!.request(`/api/admin/leads${query}`, { cookie });
    expect(res.status, query).toBe(200);
    return (await res.json()) as InboxPage;
  };
  const names = async (query = '') => (await inbox(query)).items.map((r) => r.name);
  return { ids, cookie, inbox, names, at };
}

describe('GET /api/admin/leads', () => {
  it('answers 401 without a session', async () => {
    app = await startTestApp();
    expect((await app.request('/api/admin/leads')).status).toBe(401);
  });

  it('lists both kinds newest first, with each line as the table shows it', async () => {
    const { ids, inbox } = await inboxWithLeads();
    const page = await inbox();
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    expect(page.items.map((r) => r.id)).toEqual([ids.late, ids.soon, ids.call, ids.ken, ids.maria]);
    expect(page.items.at(-1)).toEqual({
      id: ids.maria,
      kind: 'contact',
      receivedAt: START.toISOString(),
      name: 'Maria Lopez',
      phone: '(973) 555-0101',
      email: 'maria@example.com',
      city: 'Hoboken',
      service: expect.any(String),
      source: 'lander',
      campaign: 'fall-windows',
      status: 'new',
    });
    const call = page.items.find((r) => r.id === ids.call)!;
    expect(call).toMatchObject({ kind: 'booking', zipcode: '07030', source: 'lander-c', status: 'new' });
    expect(call.callAt).toMatch(/T\d{2}:00:00\.000Z$/);
    // lander-d's placeholder has no call time yet.
    expect(page.items[0].callAt).toBeUndefined();
  });

  it('filters by type, source, campaign, days in the business zone and text (a phone by its digits)', async () => {
    const { names } = await inboxWithLeads();
    expect(await names('?type=booking')).toEqual(['Lee Later', 'Sam Soon', 'Rita Call']);
    expect(await names('?type=contact&source=lander')).toEqual(['Maria Lopez']);
    expect(await names('?campaign=fall-windows')).toEqual(['Maria Lopez']);
    expect(await names('?from=2026-06-03&to=2026-06-03')).toEqual(['Sam Soon', 'Rita Call', 'Ken Adams']);
    expect(await names('?from=2026-06-04')).toEqual(['Lee Later']);
    expect(await names('?from=2026-06-04&to=2026-06-04')).toEqual(['Lee Later']);
    expect(await names('?to=2026-06-02')).toEqual(['Maria Lopez']);
    expect(await names('?q=newark')).toEqual(['Ken Adams']);
    expect(await names('?q=973.555.0101')).toEqual(['Maria Lopez']);
    expect(await names('?q=rita%40example')).toEqual(['Rita Call']);
  });

  it('sorts by call time, soonest first, leads without a call after them', async () => {
    const { names } = await inboxWithLeads();
    expect(await names('?sort=call')).toEqual([
      'Sam Soon',
      'Rita Call',
      'Lee Later',
      'Ken Adams',
      'Maria Lopez',
    ]);
  });

  it('pages the call-time sort: the booked calls first, then every lead without a call newest first', async () => {
    const { names, at } = await inboxWithLeads();
    for (let n = 0; n < 25; n++) {
      at(`2026-06-05T04:${String(n).padStart(2, '0')}:00Z`);
      const json = buildContact({ name: `Extra ${n}`, email: `extra${n}@example.com` });
      expect((await app!.request('/api/contact', { method: 'POST', json })).status).toBe(201);
    }
    const extras = (from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, i) => `Extra ${from - i}`);
    expect(await names('?sort=call')).toEqual(['Sam Soon', 'Rita Call', ...extras(24, 2)]);
    expect(await names('?sort=call&page=2')).toEqual([
      ...extras(1, 0),
      'Lee Later',
      'Ken Adams',
      'Maria Lopez',
    ]);
    expect(await names('?sort=call&pageSize=50&page=2')).toEqual([]);
  });

  it('pages with 25, 50 or 100 a page and refuses anything else with a clear message', async () => {
    const { inbox, cookie } = await inboxWithLeads();
    expect(await inbox('?pageSize=50&page=2')).toMatchObject({ items: [], total: 5, page: 2, pageSize: 50 });
    for (const [query, message] of [
      ['?pageSize=30', 'pageSize must be one of 25, 50, 100'],
      ['?page=0', 'page must be a whole number from 1'],
      ['?status=maybe', 'status must be one of new, contacted, estimate-scheduled, won, lost, spam'],
      ['?from=2026-13-45', 'from must be a real day'],
      ['?from=2026-06-05&to=2026-06-01', 'to must not be before from'],
      ['?sort=name', 'sort must be received or call'],
    ]) {
      const res = await app!.request(`/api/admin/leads${query}`, { cookie });
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(await res.json()), query).toContain(message);
    }
  });

  it('follows status changes: a status filter, and Spam out of the list unless asked for', async () => {
    const { ids, names, cookie } = await inboxWithLeads();
    const change = (id: string, status: string) =>
      app!.request(`/api/admin/leads/${id}/status`, { method: 'POST', json: { status, version: 0 }, cookie });
    expect((await change(ids.ken, 'contacted')).status).toBe(200);
    expect((await change(ids.maria, 'spam')).status).toBe(200);
    expect(await names('?status=contacted')).toEqual(['Ken Adams']);
    expect(await names('?status=new')).toEqual(['Lee Later', 'Sam Soon', 'Rita Call']);
    expect(await names()).not.toContain('Maria Lopez');
    expect(await names('?status=spam')).toEqual(['Maria Lopez']);
  });

  it('combines a worked status with the other filters, both sorts and the total', async () => {
    const { ids, inbox, names, cookie } = await inboxWithLeads();
    const change = (id: string, status: string) =>
      app!.request(`/api/admin/leads/${id}/status`, { method: 'POST', json: { status, version: 0 }, cookie });
    for (const id of [ids.maria, ids.ken, ids.call, ids.late])
      expect((await change(id, 'contacted')).status).toBe(200);
    expect((await change(ids.soon, 'won')).status).toBe(200);
    expect(await inbox('?status=contacted')).toMatchObject({ total: 4 });
    expect(await names('?status=contacted')).toEqual(['Lee Later', 'Rita Call', 'Ken Adams', 'Maria Lopez']);
    expect(await names('?status=contacted&sort=call')).toEqual([
      'Rita Call',
      'Lee Later',
      'Ken Adams',
      'Maria Lopez',
    ]);
    expect(await names('?status=contacted&type=booking')).toEqual(['Lee Later', 'Rita Call']);
    expect(await names('?status=contacted&from=2026-06-03&to=2026-06-03')).toEqual([
      'Rita Call',
      'Ken Adams',
    ]);
    expect(await names('?status=contacted&q=hoboken')).toEqual(['Maria Lopez']);
    expect(await names('?status=won')).toEqual(['Sam Soon']);
    expect(await inbox('?status=contacted&page=2')).toMatchObject({ items: [], total: 4 });
    expect(await inbox('?status=new')).toMatchObject({ items: [], total: 0 });
  });

  it('finds the same lines with the same statuses after a restart', async () => {
    const { ids, inbox, cookie } = await inboxWithLeads();
    await app!.request(`/api/admin/leads/${ids.call}/status`, {
      method: 'POST',
      json: { status: 'won', version: 0 },
      cookie,
    });
    const before = await inbox('?sort=call');
    const dataDir = app!.dataDir;
    await app!.stop();
    app = await startTestApp({ dataDir, now: () => START });
    const res = await app.request('/api/admin/leads?sort=call', { cookie: await app.login() });
    expect(await res.json()).toEqual(before);
    expect(before.items.find((r) => r.id === ids.call)?.status).toBe('won');
  });

  it('reports the median speed to lead of the last 30 days and the New leads waiting over a business hour', async () => {
    const { ids, cookie, at } = await inboxWithLeads();
    const pipeline = async () => {
      const res = await app!.request('/api/admin/leads/pipeline', { cookie });
      expect(res.status).toBe(200);
      return res.json();
    };
    const change = (id: string, status: string) =>
      app!.request(`/api/admin/leads/${id}/status`, { method: 'POST', json: { status, version: 0 }, cookie });
    // Friday 8:30 in New York: one business hour back is Thursday 17:30.
    at('2026-06-05T12:30:00Z');
    expect(await pipeline()).toEqual({ medianSpeedToLeadMs: null, contactedLast30Days: 0, waitingNew: 4 });
    expect((await change(ids.ken, 'contacted')).status).toBe(200); // after 48.5 h
    expect((await change(ids.maria, 'contacted')).status).toBe(200); // after 70.5 h
    expect((await change(ids.soon, 'spam')).status).toBe(200);
    // Rita waits; Lee arrived Thursday 23:30, after the business hour began; Sam is spam.
    expect(await pipeline()).toEqual({
      medianSpeedToLeadMs: 59.5 * 3600_000,
      contactedLast30Days: 2,
      waitingNew: 1,
    });
    expect((await app!.request('/api/admin/leads/pipeline')).status).toBe(401);
  });

  it("exports what the filter shows, with each lead's status and latest note, and the same columns in the full exports", async () => {
    const { ids, cookie } = await inboxWithLeads();
    const post = (id: string, what: string, json: unknown) =>
      app!.request(`/api/admin/leads/${id}/${what}`, { method: 'POST', json, cookie });
    expect((await post(ids.ken, 'notes', { text: 'First call: "wants =SUM(A1)"' })).status).toBe(200);
    expect((await post(ids.ken, 'notes', { text: 'Second call, booked a visit' })).status).toBe(200);
    expect((await post(ids.ken, 'status', { status: 'estimate-scheduled', version: 2 })).status).toBe(200);
    const csv = async (path: string) => {
      const res = await app!.request(path, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      return (await res.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const contacts = await csv('/api/admin/leads/export.csv?type=contact&pageSize=25&page=9');
    expect(contacts[0]).toBe(
      '"receivedAt","kind","id","name","phone","email","city","zipcode","service","source","campaign","eventName","staffName","callAt","status","lastNote"',
    );
    expect(contacts).toHaveLength(3);
    expect(contacts[1]).toContain(`"${ids.ken}","Ken Adams"`);
    expect(contacts[1]).toMatch(/"estimate-scheduled","Second call, booked a visit"$/);
    expect(contacts[2]).toMatch(/"Maria Lopez".*"new",""$/);
    expect(await csv('/api/admin/leads/export.csv?type=booking&q=rita')).toHaveLength(2);

    const full = await csv('/api/admin/export/contacts.csv');
    expect(full[0]).toMatch(/"status","lastNote"$/);
    expect(full.find((line) => line.includes(ids.ken))).toMatch(
      /"estimate-scheduled","Second call, booked a visit"$/,
    );
    expect((await app!.request('/api/admin/leads/export.csv')).status).toBe(401);
  });
});
