import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContact } from '../../tests/factories/contact.factory';
import { buildPhoneClick } from '../../tests/factories/phone-click.factory';
import { startTestApp, testClock, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  vi.restoreAllMocks();
});

const post = (path: string, json: unknown) => t!.request(path, { method: 'POST', json });

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

    clock.advance(4 * 3600_000);
    expect((await post('/api/contact', buildContact())).status).toBe(201);
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
