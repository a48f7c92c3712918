/** A control character in an /api path is a 404 on both engines, never a database error. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.login();
});
afterAll(() => t.stop());

describe('an /api path with a control character', () => {
  it.each([
    ['GET', '/api/blog/%00'],
    ['GET', '/api/blog/post%01name'],
    ['GET', '/api/admin/leads/%00'],
    ['POST', '/api/admin/deliveries/%00/retry'],
    ['PATCH', '/api/booked-calls/%00'],
  ])('%s %s answers 404', async (method, path) => {
    const res = await t.request(path, { method, cookie, json: method === 'GET' ? undefined : {} });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
  });

  it('leaves an ordinary unknown slug to its route', async () => {
    const res = await t.request('/api/blog/no-such-post');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Post not found' });
  });
});
