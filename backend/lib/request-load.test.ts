/** RequestLoad in a real Koa server: quiet() waits while a request runs, and never for long. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLoad } from './request-load';

let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

/** A server whose one route answers only when the test releases it. */
async function serverWithHeldRequest(load: RequestLoad) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const app = new Koa();
  app.use(load.middleware);
  app.use(async (ctx) => {
    await held;
    ctx.body = 'done';
  });
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, release };
}

function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
  ]);
}

describe('RequestLoad', () => {
  it('is quiet at once when no request ran', async () => {
    const load = new RequestLoad();
    expect(load.isQuiet()).toBe(true);
    expect(await settledWithin(load.quiet(20, 5_000), 50)).toBe(true);
  });

  it('waits while a request is in progress, and until the quiet time after it', async () => {
    const load = new RequestLoad();
    const { url, release } = await serverWithHeldRequest(load);
    const answer = fetch(url);
    await expect.poll(() => load.isQuiet()).toBe(false);
    const quiet = load.quiet(50, 10_000);
    expect(await settledWithin(quiet, 300)).toBe(false);
    const released = performance.now();
    release();
    expect(await (await answer).text()).toBe('done');
    await quiet;
    // The request ended after `released`: quiet came at least the quiet time later.
    expect(performance.now() - released).toBeGreaterThanOrEqual(49);
  });

  it('gives up waiting after maxWaitMs when the load does not stop', async () => {
    const load = new RequestLoad();
    const { url, release } = await serverWithHeldRequest(load);
    const answer = fetch(url);
    await expect.poll(() => load.isQuiet()).toBe(false);
    const started = performance.now();
    await load.quiet(20, 300);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(load.isQuiet()).toBe(false);
    release();
    await answer;
  });
});
