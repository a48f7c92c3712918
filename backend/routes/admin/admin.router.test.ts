import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking } from '../../../tests/factories/booking.factory';
import { buildContact } from '../../../tests/factories/contact.factory';
import { buildPhoneClick } from '../../../tests/factories/phone-click.factory';
import { toCsv } from '../../lib/csv';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

const clock = testClock('2026-06-10T14:00:00.000Z');
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp({ now: clock.now });
  cookie = await t.login();
  const post = (path: string, json: unknown) => {
    clock.advance(1000);
    return t.request(path, { method: 'POST', json });
  };
  await post('/api/contact', buildContact({ name: 'Alice Able', city: 'Hoboken', phone: '(973) 555-0123' }));
  await post(
    '/api/contact',
    buildContact({ name: '=HYPERLINK("x")', message: 'Line one\nsaid "hi", then left' }),
  );
  await post('/api/booked-calls', buildBooking({}, { now: clock.now() }));
  await post(
    '/api/phone-clicks',
    buildPhoneClick({ page: '/lander-p', element: 'hero-cta', isHeader: false }),
  );
  for (let i = 0; i < 11; i++) await post('/api/phone-clicks', buildPhoneClick({ element: `header-${i}` }));
});
afterAll(() => t.stop());

describe('GET /api/admin/summary', () => {
  it('answers 401 without a session', async () => {
    const res = await t.request('/api/admin/summary');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required' });
  });

  it('answers counts, header clicks and the latest clicks, overall and on /lander-p', async () => {
    const res = await t.request('/api/admin/summary', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ contacts: 2, bookings: 1, phoneClicks: { total: 12, header: 11 } });
    expect(body.phoneClicks.recent).toHaveLength(10);
    expect(body.phoneClicks.recent[0].element).toBe('header-10');
    expect(body.phoneClicks.landerP.total).toBe(1);
    expect(body.phoneClicks.landerP.recent.map((c: { element: string }) => c.element)).toEqual(['hero-cta']);
  });
});

describe('GET /api/admin/summary with spam', () => {
  it('leaves leads marked Spam out of the counts', async () => {
    const app = await startTestApp();
    try {
      const admin = await app.login();
      const ids: string[] = [];
      for (const path of ['/api/contact', '/api/contact', '/api/booked-calls']) {
        const json = path === '/api/contact' ? buildContact() : buildBooking();
        ids.push(((await (await app.request(path, { method: 'POST', json })).json()) as { id: string }).id);
      }
      for (const id of [ids[0], ids[2]]) {
        const res = await app.request(`/api/admin/leads/${id}/status`, {
          method: 'POST',
          json: { status: 'spam', version: 0 },
          cookie: admin,
        });
        expect(res.status).toBe(200);
      }
      const body = await (await app.request('/api/admin/summary', { cookie: admin })).json();
      expect(body).toMatchObject({ contacts: 1, bookings: 0 });
    } finally {
      await app.stop();
    }
  });
});

describe('GET /api/contact?q=', () => {
  it('filters by name, phone, email or city, any case, with the filtered total', async () => {
    const res = await t.request('/api/contact?q=hoBOKen&limit=10', { cookie });
    expect(res.headers.get('x-total-count')).toBe('1');
    expect((await res.json()).map((c: { name: string }) => c.name)).toEqual(['Alice Able']);
    const byDigits = await t.request('/api/contact?q=973-555-0123', { cookie });
    expect((await byDigits.json()).map((c: { name: string }) => c.name)).toEqual(['Alice Able']);
    // An email with digits in it is not read as a phone number.
    const byEmail = await t.request('/api/contact?q=someone973@example.com', { cookie });
    expect(await byEmail.json()).toEqual([]);
    const none = await t.request('/api/contact?q=nobody', { cookie });
    expect(none.headers.get('x-total-count')).toBe('0');
    expect(await none.json()).toEqual([]);
  });
});

describe('GET /api/admin/export/:name.csv', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request('/api/admin/export/contacts.csv')).status).toBe(401);
  });

  it('downloads the contacts as CSV, newest first, with formulas neutralised', async () => {
    const res = await t.request('/api/admin/export/contacts.csv', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contacts-2026-06-10.csv"');
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(
      /^"createdAt","id","name","phone","email","address","city","state","service","homeowner","message","source","eventName","staffName","bestTimeToCall","capturedBy","capturedAt","utm_source",/,
    );
    expect(lines[1]).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(text).toContain('"Line one\nsaid ""hi"", then left"');
    expect(text).toContain('Alice Able');
  });

  it.each(['booked-calls', 'phone-clicks'])('downloads %s', async (name) => {
    const res = await t.request(`/api/admin/export/${name}.csv`, { cookie });
    expect(res.status).toBe(200);
    const rows = (await res.text()).trim().split('\r\n');
    expect(rows.length).toBe(name === 'booked-calls' ? 2 : 13);
  });

  it('answers 404 for an unknown export', async () => {
    for (const file of ['users.csv', 'contacts.json', 'toString.csv']) {
      expect((await t.request(`/api/admin/export/${file}`, { cookie })).status).toBe(404);
    }
  });
});

describe('toCsv', () => {
  it('quotes every cell and leaves missing ones empty', () => {
    expect(toCsv([{ header: 'a', value: (r: { a?: number }) => r.a }], [{ a: 1 }, {}])).toBe(
      '\uFEFF"a"\r\n"1"\r\n""\r\n',
    );
  });

  it('keeps a formula hidden after a semicolon inside one quoted cell', () => {
    const csv = toCsv(
      [{ header: 'name', value: (r: { name: string }) => r.name }],
      [{ name: 'Bob;=HYPERLINK("http://x")' }, { name: '@SUM(A1)' }, { name: '\t=1' }],
    );
    expect(csv.split('\r\n').slice(1, 4)).toEqual([
      '"Bob;=HYPERLINK(""http://x"")"',
      `"'@SUM(A1)"`,
      `"'\t=1"`,
    ]);
  });
});
