import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDate, buildBooking, buildProvisionalBooking } from '../../tests/factories/booking.factory';
import { buildContact } from '../../tests/factories/contact.factory';
import { buildNewsletterSignup } from '../../tests/factories/newsletter.factory';
import { buildPhoneClick } from '../../tests/factories/phone-click.factory';
import { startTestApp, testClock, type TestApp } from '../testing/test-app';

const clock = testClock('2026-06-10T14:00:00.000Z');
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ rateLimitPerMinute: 2, now: clock.now, trustProxy: true });
});
afterAll(() => t.stop());

const post = (path: string, json: unknown, ip: string) =>
  t.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

describe('rate limit on public writes', () => {
  it('answers 429 with Retry-After past the per-minute limit, per IP and endpoint group', async () => {
    const ip = '192.0.2.1';
    expect((await post('/api/contact', buildContact(), ip)).status).toBe(201);
    expect((await post('/api/contact', buildContact(), ip)).status).toBe(201);
    const limited = await post('/api/contact', buildContact(), ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({
      message: 'Too many requests. Please wait a minute and try again.',
    });

    // Other clients and other endpoint groups are not affected.
    expect((await post('/api/contact', buildContact(), '192.0.2.2')).status).toBe(201);
    expect((await post('/api/newsletter', buildNewsletterSignup(), ip)).status).toBe(201);

    clock.advance(60_000);
    expect((await post('/api/contact', buildContact(), ip)).status).toBe(201);
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    const addresses = ['2001:db8:1:2::a', '2001:db8:1:2::b', '2001:db8:1:2:ffff::c'];
    const answers = [];
    for (const ip of addresses) answers.push((await post('/api/contact', buildContact(), ip)).status);
    expect(answers).toEqual([201, 201, 429]);
    expect((await post('/api/contact', buildContact(), '2001:db8:1:3::a')).status).toBe(201);
  });

  it('counts invalid requests too', async () => {
    const ip = '192.0.2.3';
    await post('/api/newsletter', {}, ip);
    await post('/api/newsletter', {}, ip);
    expect((await post('/api/newsletter', buildNewsletterSignup(), ip)).status).toBe(429);
  });

  it('covers booking creates and reschedules together', async () => {
    const ip = '192.0.2.4';
    const now = clock.now();
    const created = await (await post('/api/booked-calls', buildProvisionalBooking(), ip)).json();
    const moved = await t.request(`/api/booked-calls/${created.id}`, {
      method: 'PATCH',
      json: { scheduledDate: bookableDate({ now }), scheduledTime: '4:00 PM' },
      headers: { 'x-forwarded-for': ip, 'X-Edit-Token': created.editToken },
    });
    expect(moved.status).toBe(200);
    expect(
      (await post('/api/booked-calls', buildBooking({ scheduledTime: '5:00 PM' }, { now }), ip)).status,
    ).toBe(429);
  });

  it('allows phone clicks 4 times the limit', async () => {
    const ip = '192.0.2.5';
    const statuses = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await post('/api/phone-clicks', buildPhoneClick(), ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
  });

  it('keys on the address the proxy appended, not on what the client put before it', async () => {
    const spoofed = (i: number) => `203.0.113.${i}, 192.0.2.6`;
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post('/api/contact', buildContact(), spoofed(i))).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 5; i++) expect((await t.request('/api/blog')).status).toBe(200);
  });
});

describe('rate limit disabled', () => {
  it('never answers 429 when RATE_LIMIT_PER_MINUTE is 0', async () => {
    const open = await startTestApp({ rateLimitPerMinute: 0 });
    try {
      for (let i = 0; i < 5; i++)
        expect(
          (await open.request('/api/phone-clicks', { method: 'POST', json: buildPhoneClick() })).status,
        ).toBe(201);
    } finally {
      await open.stop();
    }
  });
});
