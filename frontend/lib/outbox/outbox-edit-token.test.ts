/**
 * lander-d through the outbox against the real API: a queued step 2 (PATCH) gets the edit token
 * that its queued step 1 (the provisional create) brings back, and the token leaves the device
 * once spent. IndexedDB is fake-indexeddb; the modules are loaded afresh for each test.
 */
import { describe, expect, it } from 'vitest';
import { bookableDate } from '../../../tests/factories/booking.factory';
import {
  db,
  provisionalBookingItem,
  receipts,
  sender,
  setUpOutboxTests,
  storedBooking,
  t,
} from '../../../tests/fixtures/outbox-test-setup';

setUpOutboxTests();

/** Step 1 and step 2 of one lander-d visit, as the page queues them offline. */
function lander(scheduledTime: string) {
  const create = provisionalBookingItem();
  const { recordId, url, capturedAt } = create;
  return {
    recordId,
    schedule: { scheduledDate: bookableDate({ dayIndex: 3 }), scheduledTime },
    create,
    move(body: object) {
      const item = { kind: 'reschedule' as const, method: 'PATCH' as const, url: `${url}/${recordId}` };
      return { ...item, recordId, editTokenOf: recordId, body, label: 'Call time', capturedAt };
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
    expect(await storedBooking(visit.recordId)).toMatchObject(visit.schedule);
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
    expect(await storedBooking(visit.recordId)).toMatchObject(visit.schedule);
  });
});
