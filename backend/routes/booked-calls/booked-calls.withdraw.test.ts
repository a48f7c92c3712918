/**
 * DELETE /api/booked-calls/:id: lander-d withdraws the provisional booking its visitor replaced
 * (Back, changed details, Continue), with the edit token its create answered.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookableDate,
  buildBooking,
  buildProvisionalBooking,
} from '../../../tests/factories/booking.factory';
import type { BookingRecord } from '#shared/schemas/booking';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { readStoredRecords } from '../../testing/store-files';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-06-10T14:00:00.000Z');
const clock = testClock(NOW);
const dateOf = (dayIndex: number) => bookableDate({ now: NOW, dayIndex });
const EDIT_REFUSED = {
  message: 'This booking cannot be changed: its edit token is missing, wrong or no longer valid',
};

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: clock.now });
});
afterAll(() => t.stop());
beforeEach(() => clock.set(NOW));

const post = (json: unknown) => t.request('/api/booked-calls', { method: 'POST', json });
/** A create that replaces lander-d's placeholder `id`, showing `token`. */
const replace = (json: unknown, id: string, token?: string) =>
  t.request(`/api/booked-calls?replaces=${id}`, { method: 'POST', json, headers: withToken(token) });
const withToken = (token?: string): Record<string, string> =>
  token === undefined ? {} : { 'X-Edit-Token': token };
const withdraw = (id: string, token?: string) =>
  t.request(`/api/booked-calls/${id}`, { method: 'DELETE', headers: withToken(token) });
const patch = (id: string, scheduledTime: string, token: string) =>
  t.request(`/api/booked-calls/${id}`, {
    method: 'PATCH',
    json: { scheduledDate: dateOf(2), scheduledTime },
    headers: withToken(token),
  });
const stored = async (id: string) =>
  (await readStoredRecords<BookingRecord>(t.dataDir, 'bookings')).find((b) => b.id === id);

/** lander-d's step 1: a provisional booking and its edit token. */
async function provisional(): Promise<BookingRecord & { editToken: string }> {
  const res = await post(buildProvisionalBooking({ id: randomUUID() }));
  expect(res.status).toBe(201);
  return (await res.json()) as BookingRecord & { editToken: string };
}

describe('DELETE /api/booked-calls/:id', () => {
  it('withdraws a provisional booking with its edit token: 204, and the record is gone', async () => {
    const created = await provisional();
    clock.advance(10 * 60_000);
    const res = await withdraw(created.id, created.editToken);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await stored(created.id)).toBeUndefined();
  });

  it('answers a repeat with 404, as for an id never stored, and changes nothing', async () => {
    const [gone, kept] = [await provisional(), await provisional()];
    expect((await withdraw(gone.id, gone.editToken)).status).toBe(204);
    const again = await withdraw(gone.id, gone.editToken);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'No booking has this id' });
    const unknown = await withdraw(randomUUID(), kept.editToken);
    expect(unknown.status).toBe(404);
    expect(await stored(kept.id)).toBeDefined();
  });

  it('answers 403 without a token, with a wrong one or another booking’s, and keeps the booking', async () => {
    const [a, b] = [await provisional(), await provisional()];
    for (const token of [undefined, '', randomBytes(32).toString('base64url'), b.editToken]) {
      const res = await withdraw(a.id, token);
      expect(res.status, String(token)).toBe(403);
      expect(await res.json()).toEqual(EDIT_REFUSED);
    }
    expect(await stored(a.id)).toBeDefined();
  });

  it('answers 403 once the booking is scheduled; a placeholder past its hour is still withdrawn', async () => {
    const scheduled = await provisional();
    const stale = await provisional();
    expect((await patch(scheduled.id, '1:00 PM', scheduled.editToken)).status).toBe(200);
    expect((await withdraw(scheduled.id, scheduled.editToken)).status).toBe(403);
    expect((await stored(scheduled.id))?.scheduledTime).toBe('1:00 PM');
    clock.advance(60 * 60_000 + 1);
    // The hour limits moves; a placeholder with no slot stays its visitor's to withdraw.
    expect((await patch(stale.id, '2:00 PM', stale.editToken)).status).toBe(403);
    expect((await withdraw(stale.id, stale.editToken)).status).toBe(204);
    expect(await stored(stale.id)).toBeUndefined();
  });

  it('never withdraws a lander-c booking (it has no token)', async () => {
    const res = await post(buildBooking({ id: randomUUID(), scheduledTime: '4:00 PM' }, { now: NOW }));
    const booking = (await res.json()) as BookingRecord;
    expect((await withdraw(booking.id, '')).status).toBe(403);
    expect(await stored(booking.id)).toBeDefined();
  });

  it('lets only one of a racing move and withdrawal through', async () => {
    for (let i = 0; i < 5; i++) {
      const created = await provisional();
      const [moved, withdrawn] = await Promise.all([
        patch(created.id, `${5 + i}:00 PM`, created.editToken),
        withdraw(created.id, created.editToken),
      ]);
      const after = await stored(created.id);
      if (withdrawn.status === 204) {
        expect(after).toBeUndefined();
        expect([403, 404]).toContain(moved.status);
      } else {
        expect(withdrawn.status).toBe(403);
        expect(moved.status).toBe(200);
        expect(after?.scheduledTime).toBe(`${5 + i}:00 PM`);
      }
    }
  });

  it('refuses an id that is not a client id with 400', async () => {
    const res = await withdraw('not-a-uuid', 'x');
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ id: 'Invalid id' });
  });

  it('leaves no lead message behind: a provisional booking never had one', async () => {
    const created = await provisional();
    expect((await withdraw(created.id, created.editToken)).status).toBe(204);
    const messages = await readStoredRecords<DeliveryRecord>(t.dataDir, 'deliveries');
    expect(messages.filter((m) => m.leadId === created.id)).toEqual([]);
  });
});

describe('after a withdrawal', () => {
  it('answers a late create of the withdrawn id with 410 and stores nothing', async () => {
    // lander-d's step 1 whose answer was lost: the outbox sends it again after its visitor
    // withdrew the booking (Back, changed details, a new booking).
    const body = buildProvisionalBooking({ id: randomUUID() });
    const res = await post(body);
    const created = (await res.json()) as BookingRecord & { editToken: string };
    expect((await withdraw(created.id, created.editToken)).status).toBe(204);
    clock.advance(60 * 60_000);
    const late = await post(body);
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ message: 'This booking was withdrawn and cannot be created again' });
    expect(await stored(created.id)).toBeUndefined();
    // Its other requests still meet an id with no booking.
    expect((await withdraw(created.id, created.editToken)).status).toBe(404);
  });

  it('leaves no trace of a withdrawal that was refused: the booking’s replay is answered as usual', async () => {
    const body = buildProvisionalBooking({ id: randomUUID() });
    const created = (await (await post(body)).json()) as BookingRecord & { editToken: string };
    expect((await withdraw(created.id, 'wrong-token')).status).toBe(403);
    expect((await post(body)).status).toBe(200);
  });

  it('the visitor’s new provisional booking is created and moved as usual', async () => {
    const earlier = await provisional();
    expect((await withdraw(earlier.id, earlier.editToken)).status).toBe(204);
    const next = await provisional();
    const moved = await patch(next.id, '11:00 AM', next.editToken);
    expect(moved.status).toBe(200);
    expect((await stored(next.id))?.scheduledTime).toBe('11:00 AM');
  });
});

describe('a create that replaces a placeholder (POST ?replaces=:id with its edit token)', () => {
  // One visitor per test: the one-call rule must see the placeholder and the new booking as one person.
  let contact: { phone: string; email: string };
  let visitor = 0;
  beforeEach(() => {
    visitor++;
    contact = { phone: `(201) 555-01${10 + visitor}`, email: `same.person.${visitor}@example.com` };
  });
  /** The visitor's step 1. */
  async function placeholder(): Promise<BookingRecord & { editToken: string }> {
    const res = await post(buildProvisionalBooking({ id: randomUUID(), ...contact }));
    expect(res.status).toBe(201);
    return (await res.json()) as BookingRecord & { editToken: string };
  }
  const edited = (extra: Record<string, unknown> = {}) =>
    buildProvisionalBooking({ id: randomUUID(), ...contact, address: '12 Edited Street', ...extra });

  it('without it, the placeholder’s first hour makes the same person’s new booking a 409', async () => {
    const earlier = await placeholder();
    const res = await post(edited());
    expect(res.status).toBe(409);
    expect(await stored(earlier.id)).toBeDefined();
    expect((await withdraw(earlier.id, earlier.editToken)).status).toBe(204);
  });

  it('stores the new booking first, then withdraws the placeholder (Back and edit)', async () => {
    const earlier = await placeholder();
    const body = edited();
    const res = await replace(body, earlier.id, earlier.editToken);
    expect(res.status).toBe(201);
    const next = (await res.json()) as BookingRecord & { editToken: string };
    expect((await stored(next.id))?.address).toBe('12 Edited Street');
    expect(await stored(earlier.id)).toBeUndefined();
    // A late create of the placeholder meets its tombstone; a replay of the new one is answered as usual.
    expect((await post(buildProvisionalBooking({ id: earlier.id, ...contact }))).status).toBe(410);
    const again = await replace(body, earlier.id, earlier.editToken);
    expect(again.status).toBe(200);
    expect((await again.json()).editToken).toBe(next.editToken);
    expect((await withdraw(next.id, next.editToken)).status).toBe(204);
  });

  it('books the chosen time in place of a placeholder past its hour, and withdraws it', async () => {
    const earlier = await placeholder();
    clock.advance(61 * 60_000);
    expect((await patch(earlier.id, '3:00 PM', earlier.editToken)).status).toBe(403);
    const res = await replace(
      buildBooking({ id: randomUUID(), ...contact, scheduledTime: '3:00 PM' }, { now: NOW }),
      earlier.id,
      earlier.editToken,
    );
    expect(res.status).toBe(201);
    expect(await stored(earlier.id)).toBeUndefined();
  });

  it('ignores a wrong token or a scheduled booking: the rules apply as to any create', async () => {
    const earlier = await placeholder();
    for (const token of [undefined, randomBytes(32).toString('base64url')]) {
      expect((await replace(edited(), earlier.id, token)).status).toBe(409);
    }
    expect(await stored(earlier.id)).toBeDefined();
    expect((await patch(earlier.id, '10:00 AM', earlier.editToken)).status).toBe(200);
    const res = await replace(
      buildBooking({ id: randomUUID(), ...contact, scheduledTime: '4:00 PM' }, { now: NOW }),
      earlier.id,
      earlier.editToken,
    );
    expect(res.status).toBe(409);
    expect((await stored(earlier.id))?.scheduledTime).toBe('10:00 AM');
  });

  it('refuses a replaces that is not a client id with 400', async () => {
    const res = await replace(edited(), 'not-a-uuid', 'x');
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ replaces: 'Invalid id' });
  });
});
