/**
 * Follow-ups (a PATCH moving a booking, a DELETE withdrawing one) against the real API: the API's
 * own refusals that no retry can change are final, a step 2 whose token is gone falls back to a
 * new booking that names the old one (stored first, the old one withdrawn after by the server), a create the API says was withdrawn
 * (410) leaves, and discarding a create takes its record's follow-ups with it.
 * IndexedDB is fake-indexeddb; the modules are loaded afresh for each test.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bookableDate, buildBooking } from '../../../tests/factories/booking.factory';
import {
  contactItem,
  db,
  provisionalBookingItem,
  receipts,
  sender,
  setUpOutboxTests,
  storedBooking,
  storedContacts,
  t,
} from '../../../tests/fixtures/outbox-test-setup';

setUpOutboxTests();

/** A server on loopback answering every request with `listener`; closed by the returned function. */
async function serve(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

const schedule = { scheduledDate: bookableDate({ dayIndex: 4 }), scheduledTime: '2:00 PM' };

/** A provisional booking the server holds, and its token. */
async function bookedProvisional() {
  const create = provisionalBookingItem();
  const res = await t.request('/api/booked-calls', { method: 'POST', json: create.body });
  expect(res.status).toBe(201);
  const { editToken } = (await res.json()) as { editToken: string };
  return { create, editToken };
}

function move(recordId: string, url = `${t.baseUrl}/api/booked-calls/${recordId}`) {
  return {
    kind: 'reschedule' as const,
    method: 'PATCH' as const,
    url,
    recordId,
    editTokenOf: recordId,
    body: schedule,
    label: 'Call time',
    capturedAt: new Date().toISOString(),
  };
}

describe('outbox: follow-ups the API refuses for good', () => {
  it("a step 2 refused with the API's 403 (no token that works) is not accepted, not waiting; the next lead still goes", async () => {
    const { create } = await bookedProvisional();
    const after = contactItem(`${t.baseUrl}/api/contact`);
    await db.addItem(move(create.recordId));
    await db.addItem(after);

    await sender.flushOutbox();

    const items = await db.listItems();
    expect(items).toMatchObject([{ recordId: create.recordId, state: 'rejected', attempts: 1 }]);
    expect(items[0].lastError).toMatch(/^403: /);
    expect(items[0].nextAttemptAt).toBeUndefined();
    expect((await storedContacts()).some((r) => r.id === after.recordId)).toBe(true);
  });

  it('a step 2 whose token is gone is replaced by its fallback: the new booking is made first, then the old one withdrawn', async () => {
    // The same person: without naming the placeholder, the one-call rule would refuse the new booking.
    const { create, editToken } = await bookedProvisional();
    // The token still withdraws the old booking, but this move is refused as a stale token would be.
    const refusing = await serve((_req, res) =>
      res.writeHead(403, { 'Content-Type': 'application/json' }).end('{"message":"Edit token expired"}'),
    );
    await receipts.rememberEditToken(create.recordId, editToken);
    const newId = randomUUID();
    const fallback = {
      recordId: newId,
      url: `${t.baseUrl}/api/booked-calls`,
      body: buildBooking({
        ...schedule,
        id: newId,
        referrer: 'lander-d',
        phone: create.body.phone,
        email: create.body.email,
      }),
      label: 'Call request — John Homeowner',
    };
    await db.addItem({
      ...move(create.recordId, `${refusing.url}/api/booked-calls/${create.recordId}`),
      fallback,
    });

    await sender.flushOutbox();
    refusing.close();

    expect(await db.listItems()).toEqual([]);
    expect(await storedBooking(newId)).toMatchObject(schedule);
    expect(await storedBooking(create.recordId)).toBeUndefined();
  });

  it('a fallback create parked as a conflict keeps the old booking', async () => {
    const { create, editToken } = await bookedProvisional();
    await receipts.rememberEditToken(create.recordId, editToken);
    const slot = { scheduledDate: bookableDate({ dayIndex: 2 }), scheduledTime: '4:00 PM' };
    const taken = await t.request('/api/booked-calls', { method: 'POST', json: buildBooking(slot) });
    expect(taken.status).toBe(201);
    const refusing = await serve((_req, res) =>
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"No booking has this id"}'),
    );
    const newId = randomUUID();
    const fallback = {
      recordId: newId,
      url: `${t.baseUrl}/api/booked-calls`,
      body: buildBooking({ ...slot, id: newId }),
      label: 'Call request',
    };
    await db.addItem({ ...move(create.recordId, `${refusing.url}/x`), fallback });

    await sender.flushOutbox();
    refusing.close();

    expect(await db.listItems()).toMatchObject([
      {
        recordId: newId,
        method: 'POST',
        state: 'conflict',
        url: `${t.baseUrl}/api/booked-calls?replaces=${create.recordId}`,
      },
    ]);
    expect(await storedBooking(create.recordId)).toBeDefined();
  });

  it('a withdrawal the API refuses for good (no token that works) leaves the outbox', async () => {
    const { create } = await bookedProvisional();
    await db.addItem({
      kind: 'withdrawal',
      method: 'DELETE',
      url: `${t.baseUrl}/api/booked-calls/${create.recordId}`,
      recordId: create.recordId,
      editTokenOf: create.recordId,
      body: undefined,
      label: 'Withdrawal',
      capturedAt: new Date().toISOString(),
    });

    await sender.flushOutbox();

    expect(await db.listItems()).toEqual([]);
  });
});

describe('outbox: a create of a withdrawn record, and Discard', () => {
  it("a create the API answers 410 (withdrawn meanwhile) leaves with its record's follow-ups", async () => {
    const withdrawn = await serve((_req, res) =>
      res
        .writeHead(410, { 'Content-Type': 'application/json' })
        .end('{"message":"This booking was withdrawn"}'),
    );
    const create = { ...provisionalBookingItem(), url: `${withdrawn.url}/api/booked-calls` };
    await db.addItem(create);
    await db.addItem(move(create.recordId));

    await sender.flushOutbox();
    withdrawn.close();

    expect(await db.listItems()).toEqual([]);
    expect(await receipts.listSent()).toEqual([]);
  });

  it('discarding a create discards the follow-ups that wait behind it; discarding a follow-up leaves the create', async () => {
    const [first, second] = [provisionalBookingItem(), provisionalBookingItem()];
    for (const visit of [first, second]) {
      await db.addItem({ ...visit, url: 'http://127.0.0.1:9/api/booked-calls' });
      await db.addItem(move(visit.recordId));
    }
    const [firstCreate, , , secondMove] = await db.listItems();

    await sender.discardItem(firstCreate.seq!);
    await sender.discardItem(secondMove.seq!);

    expect((await db.listItems()).map((i) => [i.recordId, i.method])).toEqual([[second.recordId, 'POST']]);
  });
});
