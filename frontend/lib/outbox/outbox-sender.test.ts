/**
 * The outbox against the real API over a temp store: what leaves, what stays, in which order,
 * and what the visitor is told. IndexedDB is fake-indexeddb (a spec-complete in-memory
 * implementation); the modules are loaded afresh for each test so every test gets its own outbox.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_SCHEMA_VERSION } from '#shared/schemas/request-version';
import { buildBooking } from '../../../tests/factories/booking.factory';
import {
  contactItem,
  db,
  receipts,
  sender,
  setUpOutboxTests,
  storedContacts as stored,
  t,
} from '../../../tests/fixtures/outbox-test-setup';

setUpOutboxTests();

/** A port where nothing listens: every send meets a network error. */
async function deadUrl(): Promise<string> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/api/contact`;
}

describe('outbox sender', () => {
  it('delivers every item once, in capture order, and keeps a receipt of each', async () => {
    const first = contactItem(`${t.baseUrl}/api/contact`, { email: 'order-1@example.com' });
    const second = contactItem(`${t.baseUrl}/api/contact`, { email: 'order-2@example.com' });
    const told: string[] = [];
    db.onDelivered((entry) => told.push(entry.recordId));
    await db.addItem(first);
    await db.addItem(second);

    await sender.flushOutbox();

    expect(await db.listItems()).toEqual([]);
    expect(told).toEqual([first.recordId, second.recordId]);
    expect((await receipts.listSent()).map((e) => e.recordId).sort()).toEqual(
      [first.recordId, second.recordId].sort(),
    );
    const ids = (await stored()).map((r) => r.id);
    expect(ids.filter((id) => id === first.recordId)).toHaveLength(1);
    expect(ids.filter((id) => id === second.recordId)).toHaveLength(1);
  });

  it('without a connection keeps the item with its error and backoff, and still sends the leads after it', async () => {
    const offline = contactItem(await deadUrl());
    const later = contactItem(`${t.baseUrl}/api/contact`);
    await db.addItem(offline);
    await db.addItem(later);
    const before = Date.now();

    await sender.flushOutbox();

    const items = await db.listItems();
    expect(items.map((i) => i.recordId)).toEqual([offline.recordId]);
    expect(items[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect(items[0].lastError).toMatch(/^No connection/);
    expect(items[0].nextAttemptAt).toBeGreaterThanOrEqual(before + 5_000);
    expect((await stored()).filter((r) => r.id === later.recordId)).toHaveLength(1);
  });

  it('a request that never gets an answer does not hold back the leads queued after it', async () => {
    // A middlebox that swallows this one request: the connection opens, no answer ever comes.
    const hanging: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const port = (hanging.address() as AddressInfo).port;
    const stuck = contactItem(`http://127.0.0.1:${port}/api/contact`);
    const waiting = [contactItem(`${t.baseUrl}/api/contact`), contactItem(`${t.baseUrl}/api/contact`)];
    await db.addItem(stuck);
    for (const item of waiting) await db.addItem(item);
    sender.setSendTimeout(300);

    await sender.flushOutbox();

    expect(await db.listItems()).toMatchObject([
      { recordId: stuck.recordId, attempts: 1, lastError: 'No answer within 0 s' },
    ]);
    const ids = (await stored()).map((r) => r.id);
    for (const item of waiting) expect(ids.filter((id) => id === item.recordId)).toHaveLength(1);
    hanging.closeAllConnections();
    hanging.close();
  });

  it('when the browser says it is offline the pass stops at the first item (the rest would fail alike)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const first = contactItem(await deadUrl());
    const second = contactItem(await deadUrl());
    await db.addItem(first);
    await db.addItem(second);

    await sender.flushOutbox();
    vi.unstubAllGlobals();

    expect((await db.listItems()).map((i) => i.attempts)).toEqual([1, 0]);
  });

  it('waits out the backoff unless told to send now', async () => {
    const item = contactItem(await deadUrl());
    await db.addItem(item);
    await sender.flushOutbox();
    const [afterFirst] = await db.listItems();

    await sender.flushOutbox();
    expect((await db.listItems())[0].attempts).toBe(afterFirst.attempts);

    await sender.flushOutbox({ force: true });
    expect((await db.listItems())[0].attempts).toBe(afterFirst.attempts + 1);
  });

  it('keeps a refused item aside with the server reason and goes on to the next', async () => {
    const refused = contactItem(`${t.baseUrl}/api/contact`, { email: 'not-an-email' });
    const fine = contactItem(`${t.baseUrl}/api/contact`);
    await db.addItem(refused);
    await db.addItem(fine);

    await sender.flushOutbox();

    const items = await db.listItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ recordId: refused.recordId, state: 'rejected', attempts: 1 });
    expect(items[0].lastError).toBe('400: Please enter a valid email address');
    expect((await stored()).some((r) => r.id === fine.recordId)).toBe(true);
  });

  it('keeps the fields the API refused with its messages; corrected through retryItem, the item is delivered once', async () => {
    const item = contactItem(`${t.baseUrl}/api/contact`, { email: 'not-an-email' });
    delete (item.body as { address?: string }).address; // as an older form, without the field, sent it
    await db.addItem(item);
    expect((await db.listItems())[0].schemaVersion).toBe(REQUEST_SCHEMA_VERSION);

    await sender.flushOutbox();
    const [refused] = await db.listItems();
    expect(refused.state).toBe('rejected');
    expect(refused.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      address: 'Address is required',
    });

    const body = refused.body as Record<string, unknown>;
    await sender.retryItem(refused, { ...body, email: 'fixed@example.com', address: '12 Elm Street' });
    expect(await db.listItems()).toEqual([]);
    expect((await stored()).filter((r) => r.id === item.recordId)).toMatchObject([
      { email: 'fixed@example.com', address: '12 Elm Street' },
    ]);
  });

  it('keeps a booking whose slot was taken aside as a conflict', async () => {
    const slot = { scheduledTime: '11:00 AM' };
    const taken = await t.request('/api/booked-calls', { method: 'POST', json: buildBooking(slot) });
    expect(taken.status).toBe(201);
    const recordId = randomUUID();
    await db.addItem({
      kind: 'booking',
      method: 'POST',
      url: `${t.baseUrl}/api/booked-calls`,
      recordId,
      body: buildBooking({ ...slot, id: recordId, email: 'second@example.com' }),
      label: 'Call booking',
      capturedAt: new Date().toISOString(),
    });

    await sender.flushOutbox();

    expect(await db.listItems()).toMatchObject([{ recordId, state: 'conflict', attempts: 1 }]);
  });

  it('a second request to send while one is under way is not lost', async () => {
    // The connection drops the first request after a moment and carries the rest to the server,
    // as when a canvasser's signal comes back while a send is still failing.
    let requests = 0;
    const flaky: Server = createServer((req, res) => {
      requests += 1;
      if (requests === 1) {
        setTimeout(() => req.socket.destroy(), 150);
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void t
          .request(req.url!, { method: req.method, json: JSON.parse(Buffer.concat(chunks).toString()) })
          .then(async (answer) =>
            res
              .writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? '' })
              .end(await answer.text()),
          );
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const item = contactItem(`http://127.0.0.1:${(flaky.address() as AddressInfo).port}/api/contact`);
    await db.addItem(item);

    const running = sender.flushOutbox();
    await vi.waitFor(() => expect(requests).toBe(1));
    const sendNow = sender.flushOutbox({ force: true });
    await running;
    await sendNow;

    // Without a second pass the item would sit out its 5-second backoff.
    await vi.waitFor(async () => expect(await db.listItems()).toEqual([]), { timeout: 2_000 });
    expect((await stored()).filter((r) => r.id === item.recordId)).toHaveLength(1);
    flaky.close();
  });

  it('sending the same item again after a lost answer stores it once', async () => {
    const item = contactItem(`${t.baseUrl}/api/contact`);
    await db.addItem(item);
    // The first answer is "lost": the server stored the lead but the item is still queued.
    expect((await t.request('/api/contact', { method: 'POST', json: item.body })).status).toBe(201);

    await sender.flushOutbox();

    expect(await db.listItems()).toEqual([]);
    expect((await stored()).filter((r) => r.id === item.recordId)).toHaveLength(1);
  });
});
