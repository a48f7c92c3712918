import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SOURCE_REFUSED, type ContactRecord } from '#shared/schemas/contact';
import { buildContact } from '../../../tests/factories/contact.factory';
import { readStoredRecords } from '../../testing/store-files';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.login();
});
afterAll(() => t.stop());

const post = (json: unknown) => t.request('/api/contact', { method: 'POST', json });
const storedContacts = async (): Promise<ContactRecord[]> =>
  readStoredRecords<ContactRecord>(t.dataDir, 'contacts');

describe('POST /api/contact', () => {
  it('stores the request and answers 201 with the record', async () => {
    const capturedAt = '2026-01-05T10:00:00.000-05:00';
    const res = await post(buildContact({ state: 'nj', capturedAt, email: 'first@example.com' }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as ContactRecord;
    expect(body).toMatchObject({
      name: 'Jane Homeowner',
      state: 'NJ',
      homeowner: true,
      source: 'website',
      capturedAt,
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(body).not.toHaveProperty('website');
    expect((await storedContacts()).find((c) => c.id === body.id)).toEqual(body);
  });

  it('applies the defaults (homeowner false, source website) and drops a blank message', async () => {
    const { homeowner: _h, source: _s, ...rest } = buildContact({ message: '  ' });
    const body = await (await post(rest)).json();
    expect(body).toMatchObject({ homeowner: false, source: 'website' });
    expect(body).not.toHaveProperty('message');
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: '555-12' }, 'Please enter a valid US phone number (e.g., (555) 123-4567)'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['address', { address: ' ' }, 'Address is required'],
    ['city', { city: '' }, 'City is required'],
    ['state', { state: 'N' }, 'Please select a state'],
    ['state', { state: 'NJX' }, 'State must be 2 characters'],
    ['state', { state: 'ZZ' }, 'Please select a state'],
    ['service', { service: '' }, 'Service is required'],
  ])('answers 400 for an invalid %s: %s', async (field, override, message) => {
    const res = await post(buildContact(override));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('reports a missing field with its required message', async () => {
    const { name: _n, ...rest } = buildContact();
    const res = await post(rest);
    expect(await res.json()).toEqual({ message: 'Name is required', errors: { name: 'Name is required' } });
  });

  it('answers a replay of the same id with the stored record (200) and stores it once', async () => {
    const id = randomUUID();
    const first = await post(buildContact({ id, capturedAt: '2026-01-05T10:00:00Z' }));
    expect(first.status).toBe(201);
    const stored = await first.json();
    // A replay from the outbox carries a fresh capture time and attribution: still the same record.
    const replay = await post(
      buildContact({ id, capturedAt: '2026-01-05T10:05:00Z', attribution: { utm_source: 'google' } }),
    );
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(stored);
    expect((await storedContacts()).filter((c) => c.id === id)).toHaveLength(1);
  });

  it('refuses the same id with other content (422)', async () => {
    const id = randomUUID();
    expect((await post(buildContact({ id }))).status).toBe(201);
    const res = await post(buildContact({ id, message: 'Something else entirely' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'A different record with this id already exists' });
  });

  it('answers a bot that fills the honeypot with 201 and stores nothing', async () => {
    const before = (await storedContacts()).length;
    const res = await post(buildContact({ website: 'http://spam.example', email: 'bot@example.com' }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ email: 'bot@example.com' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedContacts()).toHaveLength(before);
  });

  it('answers a bot that sent its own id with that id, as a real answer would (an outbox checks it)', async () => {
    const id = randomUUID();
    const res = await post(buildContact({ id, website: 'http://spam.example' }));
    expect(res.status).toBe(201);
    expect((await res.json()).id).toBe(id);
    expect((await storedContacts()).some((c) => c.id === id)).toBe(false);
  });

  it('refuses source "event", which only a canvasser\'s capture sets (400), and stores nothing', async () => {
    const id = randomUUID();
    const res = await post(buildContact({ id, source: 'event' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ source: EVENT_SOURCE_REFUSED });
    expect((await storedContacts()).map((c) => c.id)).not.toContain(id);
  });

  it('answers 400 for an invalid client id', async () => {
    const res = await post(buildContact({ id: 'not-a-uuid' }));
    expect(await res.json()).toEqual({ message: 'Invalid id', errors: { id: 'Invalid id' } });
  });
});

describe('GET /api/contact', () => {
  it('answers 401 without a session', async () => {
    const res = await t.request('/api/contact');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required' });
  });

  it('answers 401 with an unknown session cookie', async () => {
    const res = await t.request('/api/contact', { cookie: 'lhe_session=forged' });
    expect(res.status).toBe(401);
  });

  it('lists every request newest first with X-Total-Count', async () => {
    const res = await t.request('/api/contact', { cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as ContactRecord[];
    const stored = await storedContacts();
    expect(res.headers.get('x-total-count')).toBe(String(stored.length));
    expect(list).toHaveLength(stored.length);
    expect(list.map((c) => c.id)).toEqual(stored.map((c) => c.id).reverse());
  });

  it('pages with limit and offset', async () => {
    const all = (await (await t.request('/api/contact', { cookie })).json()) as ContactRecord[];
    const res = await t.request('/api/contact?limit=2&offset=1', { cookie });
    expect(res.headers.get('x-total-count')).toBe(String(all.length));
    expect((await res.json()).map((c: ContactRecord) => c.id)).toEqual(all.slice(1, 3).map((c) => c.id));
  });

  it.each(['limit=0', 'limit=501', 'limit=abc', 'limit=1.5', 'offset=-1'])(
    'answers 400 for %s',
    async (query) => {
      const res = await t.request(`/api/contact?${query}`, { cookie });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/limit|offset/);
    },
  );
});
