/**
 * Issue 45 (proxy): X-Forwarded-For arriving while TRUST_PROXY is off is logged as an error once
 * and shown on the admin's banner; behind two proxies, TRUST_PROXY_HOPS=2 finds the client.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_WARNINGS } from '#shared/schemas/system';
import { buildContact } from '../../tests/factories/contact.factory';
import { startTestApp, type TestApp } from '../testing/test-app';
import { FORWARDED_WITHOUT_TRUST_ERROR } from './proxy-check';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
  vi.restoreAllMocks();
});

async function bannerLines(): Promise<string[]> {
  const res = await t!.request('/api/admin/system/warnings', { cookie: await t!.login() });
  return ((await res.json()) as { warnings: string[] }).warnings;
}

const forwardedErrors = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([m]) => m === FORWARDED_WITHOUT_TRUST_ERROR);

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('logs an error on the first such request only and shows it on the admin banner', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    t = await startTestApp({ trustProxy: false });
    expect(await bannerLines()).toEqual([]);
    await t.request('/api/auth/session', { headers: { 'x-forwarded-for': '203.0.113.5' } });
    await t.request('/api/auth/session', { headers: { 'x-forwarded-for': '203.0.113.6' } });
    expect(forwardedErrors(error)).toHaveLength(1);
    expect(await bannerLines()).toEqual([ADMIN_WARNINGS.untrustedProxy]);
    // The site still works: a monitor or load balancer must not take it down for this.
    expect((await t.request('/api/health')).status).toBe(200);
  });

  it('says nothing when the proxy is trusted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    t = await startTestApp({ trustProxy: true });
    await t.request('/api/auth/session', { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(forwardedErrors(error)).toHaveLength(0);
    expect(await bannerLines()).toEqual([]);
  });
});

describe('two proxies (TRUST_PROXY_HOPS)', () => {
  // The outer proxy appends the client, the inner one the outer proxy's address.
  const via = (client: string) => ({ 'x-forwarded-for': `198.51.100.1, ${client}, 192.0.2.200` });
  const postFrom = (client: string) =>
    t!.request('/api/contact', { method: 'POST', json: buildContact(), headers: via(client) });

  it('with 2 hops counts each client apart, not as the outer proxy', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp({ trustProxy: true, proxyHops: 2, dailyWriteQuotaPerClient: 1 });
    expect((await postFrom('203.0.113.1')).status).toBe(201);
    expect((await postFrom('203.0.113.1')).status).toBe(429);
    expect((await postFrom('203.0.113.2')).status).toBe(201);
  });

  it('with 1 hop every client behind the outer proxy is one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    t = await startTestApp({ trustProxy: true, dailyWriteQuotaPerClient: 1 });
    expect((await postFrom('203.0.113.1')).status).toBe(201);
    expect((await postFrom('203.0.113.2')).status).toBe(429);
  });
});
