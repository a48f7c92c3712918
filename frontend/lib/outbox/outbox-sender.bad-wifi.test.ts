/**
 * The sender on event and hotel Wi-Fi, against the real API over a temp store: sign-in pages,
 * hung connections, proxies, a lead that always fails, and the visitor's Discard or Send now
 * during a send. Stand-in servers play the network in between; IndexedDB is fake-indexeddb.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildProvisionalBooking } from '../../../tests/factories/booking.factory';
import {
  contactItem as queuedContact,
  db,
  receipts,
  sender,
  setUpOutboxTests,
  storedBookings,
  storedContacts,
  t,
} from '../../../tests/fixtures/outbox-test-setup';

setUpOutboxTests();
const standIns: Array<{ close: () => void }> = [];
// Runs before the app stops (after-hooks run in reverse order).
afterAll(() => standIns.forEach((s) => s.close()));

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A server between the device and the API, answering as `handler` says; counts the requests. */
async function standIn(handler: Handler) {
  const state = { handler, requests: 0 };
  const server = createServer((req, res) => {
    state.requests += 1;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => state.handler(req, res, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIns.push({
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  });
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Pass the request on to the real API and its answer back, headers that matter included. */
const relay: Handler = (req, res, body) =>
  void t.request(req.url!, { method: req.method, json: JSON.parse(body) }).then(async (answer) => {
    res.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? '' });
    res.end(await answer.text());
  });

const portalPage: Handler = (_req, res) =>
  res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Sign in to Hotel Wi-Fi</body></html>');

/** An estimate request queued for the API at `base`, with an email of its own. */
function contactItem(base: string) {
  const recordId = randomUUID();
  return queuedContact(`${base}/api/contact`, { email: `${recordId}@example.com` }, recordId);
}

const storedTimes = async (id: string) => (await storedContacts()).filter((r) => r.id === id).length;

describe('outbox sender on bad Wi-Fi', () => {
  it('keeps the lead when a captive portal answers 200 text/html, and sends it once the real API answers', async () => {
    const net = await standIn(portalPage);
    const item = contactItem(net.url);
    await db.addItem(item);

    await sender.flushOutbox();
    const [waiting] = await db.listItems();
    expect(waiting).toMatchObject({ recordId: item.recordId, state: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/Wi-Fi sign-in page/);
    expect(await receipts.listSent()).toEqual([]);

    net.state.handler = relay;
    await sender.flushOutbox({ force: true });
    expect(await db.listItems()).toEqual([]);
    expect(await storedTimes(item.recordId)).toBe(1);
  });

  it('keeps the lead on a redirect to a sign-in page, or a 2xx JSON that is not its record', async () => {
    const redirect = await standIn((_req, res) => res.writeHead(302, { Location: '/login' }).end());
    const other = await standIn((_req, res) =>
      res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: randomUUID() })),
    );
    await db.addItem(contactItem(redirect.url));
    await db.addItem(contactItem(other.url));

    await sender.flushOutbox();

    const items = await db.listItems();
    expect(items.map((i) => [i.state, i.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(items[0].lastError).toMatch(/^Redirected/);
  });

  it('a hung request times out: the item is kept for a retry and the lock is released', async () => {
    sender.setSendTimeout(300); // the product's 15 s, shortened to keep the test quick
    const hung = await standIn(() => undefined); // reads the request, never answers
    const item = contactItem(hung.url);
    await db.addItem(item);

    await sender.flushOutbox();

    const [waiting] = await db.listItems();
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting.lastError).toMatch(/^No answer within/);
    expect(waiting.nextAttemptAt).toBeGreaterThan(Date.now());
    // The lock every tab and the worker wait on is free again.
    await sender.discardItem(waiting.seq!);
    expect(await db.listItems()).toEqual([]);
  });

  it('an item that always gets a 500 does not block the next lead', async () => {
    const broken = await standIn((_req, res) =>
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Internal server error"}'),
    );
    const stuck = contactItem(broken.url);
    const next = contactItem(t.baseUrl);
    await db.addItem(stuck);
    await db.addItem(next);

    await sender.flushOutbox();

    expect(await db.listItems()).toMatchObject([{ recordId: stuck.recordId, state: 'pending', attempts: 1 }]);
    expect(await storedTimes(next.recordId)).toBe(1);
  });

  it("keeps order within one record: a booking's move waits for its create, other leads go on", async () => {
    const broken = await standIn((_req, res) => res.writeHead(502).end('Bad gateway'));
    const recordId = randomUUID();
    const at = new Date().toISOString();
    const booking = { kind: 'booking' as const, recordId, label: 'Call request', capturedAt: at };
    await db.addItem({
      ...booking,
      method: 'POST',
      url: `${broken.url}/api/booked-calls`,
      body: buildProvisionalBooking({ id: recordId }),
    });
    await db.addItem({
      ...booking,
      kind: 'reschedule',
      method: 'PATCH',
      url: `${t.baseUrl}/api/booked-calls/${recordId}`,
      editTokenOf: recordId,
      body: { scheduledDate: at, scheduledTime: '10:00 AM' },
    });
    const lead = contactItem(t.baseUrl);
    await db.addItem(lead);

    await sender.flushOutbox();

    const items = await db.listItems();
    expect(items.map((i) => [i.method, i.attempts])).toEqual([
      ['POST', 1],
      ['PATCH', 0],
    ]);
    expect(await storedTimes(lead.recordId)).toBe(1);
    const bookings = await storedBookings();
    expect(bookings.some((b) => b.id === recordId)).toBe(false);
  });

  it("retries a proxy's 403 page slowly instead of parking it, and honours Retry-After on a 503", async () => {
    const proxy = await standIn((_req, res) =>
      res.writeHead(403, { 'Content-Type': 'text/html' }).end('<h1>Denied</h1>'),
    );
    const busy = await standIn((_req, res) => res.writeHead(503, { 'Retry-After': '120' }).end());
    await db.addItem(contactItem(proxy.url));
    await db.addItem(contactItem(busy.url));
    const before = Date.now();

    await sender.flushOutbox();

    const [denied, unavailable] = await db.listItems();
    expect(denied).toMatchObject({ state: 'pending', attempts: 1, lastError: '403: <h1>Denied</h1>' });
    expect(denied.nextAttemptAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(unavailable).toMatchObject({ state: 'pending', attempts: 1 });
    expect(unavailable.nextAttemptAt).toBeGreaterThanOrEqual(before + 120_000);
    expect(unavailable.nextAttemptAt).toBeLessThan(Date.now() + 121_000);
  });
});

describe('Discard and Send now against a send under way', () => {
  it('a discard during a failing send is not undone by the send', async () => {
    const slow500 = await standIn((_req, res) => {
      setTimeout(
        () => res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"down"}'),
        150,
      );
    });
    await db.addItem(contactItem(slow500.url));
    const [item] = await db.listItems();

    const sending = sender.flushOutbox();
    await vi.waitFor(() => expect(slow500.state.requests).toBe(1));
    const discarding = sender.discardItem(item.seq!);
    await Promise.all([sending, discarding]);

    expect(await db.listItems()).toEqual([]);
  });

  it('Send now pressed on a list that has not caught up with a delivery does not bring the item back', async () => {
    const slowApi = await standIn((req, res, body) => setTimeout(() => relay(req, res, body), 150));
    const lead = contactItem(slowApi.url);
    await db.addItem(lead);
    const [shown] = await db.listItems(); // the copy the list on screen holds

    const sending = sender.flushOutbox();
    await vi.waitFor(() => expect(slowApi.state.requests).toBe(1));
    await Promise.all([sending, sender.retryItem(shown)]); // pressed during the send
    await sender.retryItem(shown); // and again, after the delivery

    expect(await db.listItems()).toEqual([]);
    expect(slowApi.state.requests).toBe(1);
    expect(await storedTimes(lead.recordId)).toBe(1);
  });
});
