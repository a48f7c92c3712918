import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterRecord } from '../../../shared/schemas/newsletter';
import { buildNewsletterSignup } from '../../../tests/factories/newsletter.factory';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const post = (json: unknown) => t.request('/api/newsletter', { method: 'POST', json });
const stored = async (): Promise<NewsletterRecord[]> =>
  JSON.parse(await readFile(join(t.dataDir, 'newsletter.json'), 'utf8'));

describe('POST /api/newsletter', () => {
  it('subscribes a new address (201)', async () => {
    const res = await post(buildNewsletterSignup({ email: 'Reader@Example.com', source: undefined }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      email: 'Reader@Example.com',
      source: 'blog',
      message: 'Thanks for subscribing!',
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const { message: _m, ...record } = body;
    expect(await stored()).toEqual([record]);
  });

  it('answers 200 for an address already stored, in any case, and stores it once', async () => {
    const res = await post(buildNewsletterSignup({ email: 'reader@EXAMPLE.com' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: 'Reader@Example.com',
      message: 'You are already subscribed.',
    });
    expect(await stored()).toHaveLength(1);
  });

  it('stores one record when the same address arrives twice at once', async () => {
    const body = buildNewsletterSignup();
    const statuses = (await Promise.all([post(body), post(body)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 201]);
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
