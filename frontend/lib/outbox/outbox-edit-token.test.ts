/**
 * lander-d through the outbox against the real API: a queued step 2 (PATCH) gets the edit token
 * that its queued step 1 (the provisional create) brings back, and the token leaves the device
 * once spent. IndexedDB is fake-indexeddb; the modules are loaded afresh for each test.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredRecords } from '../../../backend/testing/store-files';
import { startTestApp, type TestApp } from '../../../backend/testing/test-app';
import type { BookingRecord } from '#shared/schemas/booking';
import { bookableDate, buildProvisionalBooking } from '../../../tests/factories/booking.factory';

let t: TestApp;
let db: typeof import('./outbox-db');
let receipts: typeof import('./outbox-receipts');
let sender: typeof import('./outbox-sender');

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  db = await import('./outbox-db');
  receipts = await import('./outbox-receipts');
  sender = await import('./outbox-sender');
});

const stored = async (id: string) =>
  (await readStoredRecords<BookingRecord>(t.dataDir, 'bookings')).find((b) => b.id === id);

/** Step 1 and step 2 of one lander-d visit, as the page queues them offline. */
function lander(scheduledTime: string) {
  const recordId = randomUUID();
  const url = `${t.baseUrl}/api/booked-calls`;
  const at = new Date().toISOString();
  return {
    recordId,
    schedule: { scheduledDate: bookableDate({ dayIndex: 3 }), scheduledTime },
    create: {
      kind: 'booking' as const,
      method: 'POST' as const,
      url,
      recordId,
      body: buildProvisionalBooking({ id: recordId, email: `${recordId}@example.com` }),
      label: 'Call request',
      capturedAt: at,
    },
    move(body: object) {
      const item = { kind: 'reschedule' as const, method: 'PATCH' as const, url: `${url}/${recordId}` };
      return { ...item, recordId, editTokenOf: recordId, body, label: 'Call time', capturedAt: at };
    },
  };
}

describe('outbox: the edit token of a queued lander-d booking', () => {
  it('a queued step 2 sends the token its queued step 1 brought, and the booking ends scheduled', async () => {
    const visit = lander('9:00 AM');
    await db.addItem(visit.create);
    await db.addItem(visit.move(visit.schedule));

    await sender.flushOutbox();

    expect(await db.listItems()).toEqual([]);
    expect(await stored(visit.recordId)).toMatchObject(visit.schedule);
    // Spent: the device no longer keeps it, and the sent log never held it.
    expect(await receipts.editTokenFor(visit.recordId)).toBeUndefined();
    expect(JSON.stringify(await receipts.listSent())).not.toMatch(/token/i);
  });

  it('keeps the token of a delivered step 1 for a step 2 the page sends later', async () => {
    const visit = lander('10:00 AM');
    await db.addItem(visit.create);
    await sender.flushOutbox();

    const token = await receipts.editTokenFor(visit.recordId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const moved = await t.request(`/api/booked-calls/${visit.recordId}`, {
      method: 'PATCH',
      json: visit.schedule,
      headers: { 'X-Edit-Token': token! },
    });
    expect(moved.status).toBe(200);
  });

  it('after a lost answer to step 1 the replay brings a fresh token that still moves the booking', async () => {
    const visit = lander('11:00 AM');
    // The server stored step 1, but its answer (and token) never reached the device.
    expect((await t.request('/api/booked-calls', { method: 'POST', json: visit.create.body })).status).toBe(
      201,
    );
    await db.addItem(visit.create);
    await db.addItem(visit.move(visit.schedule));

    await sender.flushOutbox();

    expect(await db.listItems()).toEqual([]);
    expect(await stored(visit.recordId)).toMatchObject(visit.schedule);
  });
});
