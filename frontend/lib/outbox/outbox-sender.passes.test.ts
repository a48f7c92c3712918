/**
 * When the outbox tries again: a wait the server asked for (Retry-After) holds through every
 * forced pass (page open, `online`, the worker's sync) and only Send now goes before it; a pass
 * that fails, on the network or on the device's storage, sets its next pass and asks the browser
 * for a Background Sync again. IndexedDB is fake-indexeddb; the modules are loaded afresh for each test.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contactItem,
  db,
  sender,
  setUpOutboxTests,
  t,
  writes,
} from '../../../tests/fixtures/outbox-test-setup';

setUpOutboxTests();

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A browser with a service worker whose Background Sync registrations are counted. */
function stubBrowserWithSync() {
  const register = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', {
    onLine: true,
    serviceWorker: { controller: {}, ready: Promise.resolve({ sync: { register } }) },
  });
  return register;
}

describe('outbox passes', () => {
  it('a forced pass keeps the wait a 503 asked for (Retry-After); Send now goes at once', async () => {
    let posts = 0;
    const busy = createServer((_req, res) => {
      posts += 1;
      res.writeHead(503, { 'Retry-After': '120', 'Content-Type': 'text/plain' }).end('Busy');
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    await db.addItem(contactItem(`http://127.0.0.1:${(busy.address() as AddressInfo).port}/api/contact`));

    await sender.flushOutbox();
    const [waiting] = await db.listItems();
    expect(waiting.notBefore).toBeGreaterThan(Date.now() + 110_000);

    await sender.flushOutbox({ force: true });
    expect(posts).toBe(1);

    await sender.retryItem(waiting);
    expect(posts).toBe(2);
    busy.close();
  });

  it('a pass that gets no answer sets the next one and asks for Background Sync again', async () => {
    const register = stubBrowserWithSync();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await db.addItem(contactItem('http://127.0.0.1:9/api/contact'));
    register.mockClear(); // the item's own queueing may ask once; the failed pass must ask again

    await sender.flushOutbox();

    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('lhe-outbox'));
    expect(timers.mock.calls.some(([, ms]) => typeof ms === 'number' && ms > 4_000 && ms <= 5_000)).toBe(
      true,
    );
  });

  it("a pass that fails on the device's storage sets the next one (which then sends) and asks for Background Sync", async () => {
    const register = stubBrowserWithSync();
    const item = contactItem(`${t.baseUrl}/api/contact`);
    await db.addItem(item);
    const working = globalThis.indexedDB;
    // The database connection cannot be opened again: the pass fails on its first read.
    vi.resetModules();
    const freshSender = await import('./outbox-sender');
    const freshDb = await import('./outbox-db');
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('The storage is unavailable', 'UnknownError');
      },
    } as unknown as IDBFactory;
    const timers = vi.spyOn(globalThis, 'setTimeout');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await freshSender.flushOutbox();

    // The pass sets its next one at a time 30 s on; the delay is that time less the
    // milliseconds spent before the timer was set (a loaded machine gave 29,999).
    const retry = timers.mock.calls.find(([, ms]) => typeof ms === 'number' && ms > 25_000 && ms <= 30_000);
    expect(retry).toBeDefined();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('lhe-outbox'));
    // The storage is back: the pass that was set sends the lead.
    globalThis.indexedDB = working;
    (retry![0] as () => void)();
    await vi.waitFor(async () => expect(await freshDb.listItems()).toEqual([]));
  });
});

describe("the worker's sync", () => {
  it('counts as sendable only what a pass could send: not items held behind a create parked for the visitor', async () => {
    const parked = contactItem(`${t.baseUrl}/api/contact`);
    await db.addItem(parked);
    await db.addItem({ ...parked, method: 'PATCH', kind: 'reschedule', body: {} });
    const [create, followUp] = await db.listItems();
    await writes.putItem({ ...create, state: 'conflict', attempts: 1 });

    expect(sender.sendableItems([{ ...create, state: 'conflict' }, followUp])).toEqual([]);
    expect(sender.sendableItems([create, followUp])).toEqual([create]);
  });
});
