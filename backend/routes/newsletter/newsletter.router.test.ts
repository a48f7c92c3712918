import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterRecord } from '#shared/schemas/newsletter';
import { buildNewsletterSignup } from '../../../tests/factories/newsletter.factory';
import { readStoredRecords } from '../../testing/store-files';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const post = (json: unknown) => t.request('/api/newsletter', { method: 'POST', json });
const stored = () => readStoredRecords<NewsletterRecord>(t.dataDir, 'newsletter');

describe('POST /api/newsletter', () => {
  it('subscribes a new address (201)', async () => {
    const res = await post(buildNewsletterSignup({ email: 'Reader@Example.com', source: undefined }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Thanks for subscribing!' });
    const [record] = await stored();
    expect(record).toMatchObject({ email: 'Reader@Example.com', source: 'blog' });
    expect(record.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an address already stored exactly as a new one, and stores it once', async () => {
    const known = await post(buildNewsletterSignup({ email: 'reader@EXAMPLE.com' }));
    const fresh = await post(buildNewsletterSignup({ email: 'someone-new@example.com' }));
    expect(known.status).toBe(fresh.status);
    expect(await known.json()).toEqual(await fresh.json());
    expect((await stored()).filter((r) => r.email.toLowerCase() === 'reader@example.com')).toHaveLength(1);
  });

  it('stores one record when the same address arrives twice at once', async () => {
    const body = buildNewsletterSignup();
    const statuses = (await Promise.all([post(body), post(body)])).map((r) => r.status);
    expect(statuses).toEqual([201, 201]);
    expect((await stored()).filter((r) => r.email === body.email)).toHaveLength(1);
  });

  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
  ])('answers 400 for %j', async (override, message) => {
    const res = await post(buildNewsletterSignup(override));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, errors: { email: message } });
  });

  it('answers a bot with 201 and stores nothing', async () => {
    const before = (await stored()).length;
    const res = await post(buildNewsletterSignup({ website: 'x' }));
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe('Thanks for subscribing!');
    expect(await stored()).toHaveLength(before);
  });
});
