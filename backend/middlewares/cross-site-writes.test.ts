/**
 * Issue 45 (CSRF): a state-changing /api request is refused with 403 when its Origin is neither
 * the request's own (scheme and host as the server sees them, behind a trusted proxy too) nor
 * SITE_URL's, or when Sec-Fetch-Site says cross-site; one carrying neither header passes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildContact } from '../../tests/factories/contact.factory';
import { startTestApp, type TestApp } from '../testing/test-app';
import { CROSS_SITE_MESSAGE } from './cross-site-writes';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  vi.restoreAllMocks();
});

const postContact = (headers: Record<string, string>) =>
  t!.request('/api/contact', { method: 'POST', json: buildContact(), headers });

describe('cross-site writes', () => {
  it('refuses a POST from another origin with 403 and stores nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp({ siteUrl: 'https://www.example.com' });
    for (const origin of [
      'https://evil.example',
      'https://shop.example.com',
      'null',
      'http://www.example.com',
    ]) {
      const res = await postContact({ origin });
      expect(res.status, origin).toBe(403);
      expect(await res.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    }
    expect(await t.store.contacts.count()).toBe(0);
    const said = warn.mock.calls.map(([m]) => String(m)).filter((m) => m.startsWith('security csrf-refused'));
    expect(said).toHaveLength(4);
    expect(said[0]).toMatch(/^security csrf-refused refused client=127\.0\.0\.1 \(POST \/api\/contact: /);
    expect(said.join('\n')).not.toContain('Jane');
  });

  it('refuses Sec-Fetch-Site: cross-site, whatever the Origin, on every state-changing method', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp();
    expect((await postContact({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await postContact({ 'sec-fetch-site': 'cross-site', origin: t.baseUrl })).status).toBe(403);
    const cookie = await t.login();
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await t.request('/api/booked-calls/x', {
        method,
        cookie,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status, method).toBe(403);
    }
    const logout = await t.request('/api/auth/logout', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(logout.status).toBe(403);
    expect((await t.request('/api/auth/session', { cookie })).status).toBe(200);
  });

  it('allows the same origin, SITE_URL, same-site fetch metadata and requests with neither header', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp({ siteUrl: 'https://www.example.com' });
    expect((await postContact({ origin: t.baseUrl })).status).toBe(201);
    expect((await postContact({ origin: 'https://www.example.com' })).status).toBe(201);
    expect((await postContact({})).status).toBe(201);
    expect((await postContact({ 'sec-fetch-site': 'same-origin', origin: t.baseUrl })).status).toBe(201);
    expect((await postContact({ 'sec-fetch-site': 'same-site' })).status).toBe(201);
    expect((await postContact({ 'sec-fetch-site': 'none' })).status).toBe(201);
    // Reads are not state-changing: a cross-site GET is answered as ever.
    expect(
      (await t.request('/api/auth/session', { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(200);
  });

  it('reads the own origin behind a trusted proxy from X-Forwarded-Proto and -Host', async () => {
    const forwarded = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-for': '192.0.2.9',
    };
    t = await startTestApp({ trustProxy: true });
    expect((await postContact({ ...forwarded, origin: 'https://shop.example' })).status).toBe(201);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await postContact({ ...forwarded, origin: t.baseUrl })).status).toBe(403);
    await t.stop();

    // Not trusted, the forwarded headers are nobody's word.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    t = await startTestApp({ trustProxy: false });
    expect((await postContact({ ...forwarded, origin: 'https://shop.example' })).status).toBe(403);
  });
});
