import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_WARNINGS } from '#shared/schemas/system';
import { buildContact } from '../../tests/factories/contact.factory';
import { buildNewsletterSignup } from '../../tests/factories/newsletter.factory';
import { buildPhoneClick } from '../../tests/factories/phone-click.factory';
import { startTestApp, testClock, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  vi.restoreAllMocks();
});

const CAP_MESSAGE_TEXT = 'We are receiving more requests than usual. Please call us instead.';
const post = (path: string, json: unknown) => t!.request(path, { method: 'POST', json });
const postAs = (ip: string, path: string, json: unknown) =>
  t!.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

async function bannerLines(): Promise<string[]> {
  const cookie = await t!.login();
  const res = await t!.request('/api/admin/system/warnings', { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { warnings: string[] }).warnings;
}

/** The owner's daily-limit emails kept as .eml files (no SMTP_URL in tests), once they are written. */
async function limitEmails(expected: number): Promise<string[]> {
  const dir = join(t!.dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.startsWith('notice-'));
    if (files.length >= expected) return Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

/** Send `count` bodies, a few at a time. */
async function postMany(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < count) statuses.push((await send(next++)).status);
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return statuses;
}

describe('daily cap on public writes', () => {
  it('stores up to the cap a day per group, then answers 429 until the next UTC day and says so once an hour', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clock = testClock('2026-06-10T20:00:00.000Z');
    t = await startTestApp({ dailyWriteCap: 2, now: clock.now });
    const first = buildContact({ id: randomUUID() });
    expect((await post('/api/contact', first)).status).toBe(201);
    // A faithful replay stores nothing, so it does not count.
    expect((await post('/api/contact', first)).status).toBe(200);
    expect((await post('/api/contact', buildContact())).status).toBe(201);

    const capped = await post('/api/contact', buildContact());
    expect(capped.status).toBe(429);
    expect(capped.headers.get('retry-after')).toBe(String(4 * 3600));
    expect(await capped.json()).toEqual({
      message: 'We are receiving more requests than usual. Please call us instead.',
    });
    expect(await t.store.contacts.count()).toBe(2);
    expect(warn.mock.calls.filter(([m]) => String(m).startsWith('Daily cap reached'))).toHaveLength(1);

    // Another group has its own cap (phone clicks: 4×).
    expect((await post('/api/phone-clicks', buildPhoneClick())).status).toBe(201);

    // The owner hears of it: a banner on every admin page, and one email that day.
    expect(await bannerLines()).toEqual([ADMIN_WARNINGS.dailyCap]);
    expect((await post('/api/contact', buildContact())).status).toBe(429);
    const emails = await limitEmails(1);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain('DAILY_WRITE_CAP');
    expect(emails[0]).not.toContain('Jane');

    clock.advance(4 * 3600_000);
    expect((await post('/api/contact', buildContact())).status).toBe(201);
    expect(await bannerLines()).toEqual([]);
  });
});

describe('what counts toward the cap and the quotas', () => {
  it('counts no honeypot hit: after 5,000 of them from one client, its real lead still gets 201', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp({ dailyWriteCap: 5000, dailyWriteQuotaPerClient: 50 });
    const bot = buildContact({ website: 'http://spam.example' });
    const statuses = await postMany(5000, (i) =>
      i % 10 === 0
        ? post('/api/newsletter', buildNewsletterSignup({ website: 'http://spam.example' }))
        : post('/api/contact', bot),
    );
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    expect(await t.store.contacts.count()).toBe(0);

    expect((await post('/api/contact', buildContact())).status).toBe(201);
    expect(await t.store.contacts.count()).toBe(1);
    expect(console.warn).not.toHaveBeenCalled();
  }, 60_000);

  it('counts no faithful replay toward the client quota', async () => {
    t = await startTestApp({ dailyWriteQuotaPerClient: 2 });
    const first = buildContact({ id: randomUUID() });
    expect((await post('/api/contact', first)).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await post('/api/contact', first)).status).toBe(200);
    expect((await post('/api/contact', buildContact())).status).toBe(201);
  });

  it('DAILY_WRITE_CAP=0 turns the client quota off too', async () => {
    t = await startTestApp({ dailyWriteCap: 0, dailyWriteQuotaPerClient: 1 });
    for (let i = 0; i < 3; i++) expect((await post('/api/contact', buildContact())).status).toBe(201);
  });
});

describe('daily quota per client', () => {
  it('refuses one client past its quota while another client still gets 201', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp({ dailyWriteQuotaPerClient: 2, trustProxy: true });
    // Two addresses of one IPv6 /64 are one client.
    const mine = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3'];
    expect((await postAs(mine[0], '/api/contact', buildContact())).status).toBe(201);
    expect((await postAs(mine[1], '/api/contact', buildContact())).status).toBe(201);
    const refused = await postAs(mine[2], '/api/contact', buildContact());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: CAP_MESSAGE_TEXT });
    expect((await postAs(mine[0], '/api/contact', buildContact())).status).toBe(429);

    // Another client, and another form of the same client, are not affected.
    expect((await postAs('2001:db8:5:7::1', '/api/contact', buildContact())).status).toBe(201);
    expect((await postAs('198.51.100.7', '/api/contact', buildContact())).status).toBe(201);
    expect((await postAs(mine[0], '/api/phone-clicks', buildPhoneClick())).status).toBe(201);
    expect(await t.store.contacts.count()).toBe(4);

    // Said once per client in the log (its address, no lead field), on the banner, and in one email.
    const said = warn.mock.calls
      .map(([m]) => String(m))
      .filter((m) => m.startsWith('security quota-exceeded'));
    expect(said).toEqual([expect.stringContaining('client=2001:db8:5:6::/64 (stored 2 contact records')]);
    expect(said[0]).not.toContain('Jane');
    expect(await bannerLines()).toEqual([ADMIN_WARNINGS.clientQuota]);
    expect(await limitEmails(1)).toEqual([expect.stringContaining('DAILY_WRITE_QUOTA_PER_CLIENT')]);
  });

  it('holds an IPv6 /48 to 4 clients’ quotas: one actor cannot post as thousands of /64s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp({ dailyWriteQuotaPerClient: 2, trustProxy: true });
    // Eight /64s of one /48 store 2 each (8 = 4 × 2); the ninth /64 is refused though its own quota is unused.
    const clients = Array.from({ length: 9 }, (_, i) => `2001:db8:77:${i + 1}::1`);
    for (const ip of clients.slice(0, 4))
      for (let n = 0; n < 2; n++)
        expect((await postAs(ip, '/api/contact', buildContact())).status, ip).toBe(201);
    expect((await postAs(clients[8], '/api/contact', buildContact())).status).toBe(429);
    // Another /48 and an IPv4 client are not affected.
    expect((await postAs('2001:db8:78:1::1', '/api/contact', buildContact())).status).toBe(201);
    expect((await postAs('198.51.100.9', '/api/contact', buildContact())).status).toBe(201);
    expect(await t.store.contacts.count()).toBe(10);
  });

  it('holds signed-in captures to the cap only: one venue address carries a whole event', async () => {
    t = await startTestApp({ dailyWriteQuotaPerClient: 1 });
    const cookie = await t.login();
    const { source: _s, website: _w, ...fields } = buildContact();
    for (let i = 0; i < 12; i++) {
      const json = {
        ...fields,
        id: randomUUID(),
        capturedAt: '2026-06-06T13:42:00.000Z',
        eventName: 'Home Show',
        staffName: 'Dana',
      };
      expect((await t.request('/api/capture/leads', { method: 'POST', json, cookie })).status).toBe(201);
    }
  });
});

describe('free disk space floor', () => {
  it('refuses public writes with 503 and stores nothing while the disk is below the floor', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp({ minFreeDiskBytes: Number.MAX_SAFE_INTEGER });
    const res = await post('/api/contact', buildContact());
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'The server cannot save anything right now (its disk is full). Please call us instead.',
    });
    expect(await t.store.contacts.count()).toBe(0);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringMatching(/MB free on the disk of .*MIN_FREE_DISK_MB/),
    );
  });
});
