/**
 * lander-d's Back, edit, Continue through the outbox against the real API: the withdrawal of the
 * earlier provisional booking waits behind that booking's create, takes the token the create
 * brings back, and a repeat after a lost answer still leaves the outbox. A create that never left
 * the device is dropped instead. IndexedDB is fake-indexeddb; the modules are loaded afresh for each test.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  db,
  provisionalBookingItem,
  receipts,
  requests,
  sender,
  setUpOutboxTests,
  storedBooking,
  t,
} from '../../../tests/fixtures/outbox-test-setup';

setUpOutboxTests();

/** The provisional create of one lander-d visit and its withdrawal, as the page queues them. */
function provisional() {
  const create = provisionalBookingItem();
  const { recordId, url, capturedAt } = create;
  return {
    recordId,
    create,
    withdrawal: {
      kind: 'withdrawal' as const,
      method: 'DELETE' as const,
      url: `${url}/${recordId}`,
      recordId,
      editTokenOf: recordId,
      body: undefined,
      label: 'Withdrawal of the earlier call request',
      capturedAt,
    },
  };
}

describe('outbox: withdrawing a replaced lander-d booking', () => {
  it('sends the withdrawal after its create, with the token the create brought: nothing stays', async () => {
    const earlier = provisional();
    await db.addItem(earlier.create);
    await db.addItem(earlier.withdrawal);

    await sender.flushOutbox();

    expect(await db.listItems()).toEqual([]);
    expect(await storedBooking(earlier.recordId)).toBeUndefined();
    expect(await receipts.editTokenFor(earlier.recordId)).toBeUndefined();
  });

  it('counts a repeat whose first answer was lost (the API says it is gone) as done', async () => {
    const earlier = provisional();
    const created = await t.request('/api/booked-calls', { method: 'POST', json: earlier.create.body });
    const { editToken } = (await created.json()) as { editToken: string };
    const first = await t.request(`/api/booked-calls/${earlier.recordId}`, {
      method: 'DELETE',
      headers: { 'X-Edit-Token': editToken },
    });
    expect(first.status).toBe(204);
    await receipts.rememberEditToken(earlier.recordId, editToken);
    await db.addItem(earlier.withdrawal);

    await sender.flushOutbox();

    expect(await db.listItems()).toEqual([]);
  });

  it('drops a create never tried, with what waits behind it; keeps one already tried', async () => {
    const [never, tried] = [provisional(), provisional()];
    await db.addItem(never.create);
    await db.addItem(tried.create);
    const [, triedItem] = await db.listItems();
    await db.putItem({ ...triedItem, attempts: 1, lastError: 'No connection' });

    expect(await requests.dropIfNeverSent(never.recordId)).toBe(true);
    expect(await requests.dropIfNeverSent(tried.recordId)).toBe(false);
    expect((await db.listItems()).map((i) => i.recordId)).toEqual([tried.recordId]);
    expect(await requests.isWaiting(tried.recordId)).toBe(true);
    expect(await requests.isWaiting(never.recordId)).toBe(false);
  });
});

describe('outbox: a create that never left the device', () => {
  it('is kept, not dropped, when the form had already tried it online (mayHaveArrived)', async () => {
    const visit = provisional();
    await db.addItem({ ...visit.create, mayHaveArrived: true });
    // Queued again (a second tap) without the flag: the server may still have the first try.
    await db.addItem(visit.create);

    expect(await db.listItems()).toMatchObject([{ attempts: 0, mayHaveArrived: true }]);
    expect(await requests.dropIfNeverSent(visit.recordId)).toBe(false);
    expect(await requests.isWaiting(visit.recordId)).toBe(true);
  });

  /** A create whose every send fails without an answer (nothing listens on port 9). */
  async function failedSend(onLine: boolean) {
    vi.stubGlobal('navigator', { onLine });
    const visit = provisional();
    await db.addItem({ ...visit.create, url: 'http://127.0.0.1:9/api/booked-calls' });
    await sender.flushOutbox();
    vi.unstubAllGlobals();
    const [item] = await db.listItems();
    expect(item.attempts).toBe(1);
    return visit.recordId;
  }

  it('is dropped when the browser said it was offline: the request was never sent', async () => {
    const recordId = await failedSend(false);
    expect(await requests.dropIfNeverSent(recordId)).toBe(true);
    expect(await db.listItems()).toEqual([]);
  });

  it('is kept (and withdrawn after it) when the browser said it was online: it may have arrived', async () => {
    const recordId = await failedSend(true);
    expect(await requests.dropIfNeverSent(recordId)).toBe(false);
    expect(await requests.isWaiting(recordId)).toBe(true);
  });
});
