import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookableDayKeys, startOfDayInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { PROVISIONAL_BOOKING } from '#shared/options';
import type { BookingInput, BookingRecord } from '#shared/schemas/booking';
import {
  bookableDate,
  buildBooking,
  buildProvisionalBooking,
} from '../../../tests/factories/booking.factory';
import { readStoredRecords } from '../../testing/store-files';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

// 10:00 AM in New York on a Wednesday, far from any DST change.
const NOW = new Date('2026-06-10T14:00:00.000Z');
const TZ = BUSINESS.timeZone;
const clock = testClock(NOW);
const days = bookableDayKeys(NOW, TZ);
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
const patch = (id: string, json: unknown, token?: string) =>
  t.request(`/api/booked-calls/${id}`, {
    method: 'PATCH',
    json,
    headers: token === undefined ? {} : { 'X-Edit-Token': token },
  });
const bookedTimes = async (date: string) =>
  (await (await t.request(`/api/booked-calls/date/${date}`)).json()).bookedTimes as string[];
const stored = async (id: string) =>
  (await readStoredRecords<BookingRecord>(t.dataDir, 'bookings')).find((b) => b.id === id);

type Created = BookingRecord & { editToken?: string };

/** lander-d's step 1: a provisional booking, answered with its edit token. */
async function provisional(overrides: Partial<BookingInput> = {}): Promise<Created & { editToken: string }> {
  const res = await post(buildProvisionalBooking(overrides));
  expect(res.status).toBe(201);
  const body = (await res.json()) as Created;
  expect(body.editToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
  return body as Created & { editToken: string };
}

describe('PATCH /api/booked-calls/:id', () => {
  it('moves a provisional booking with its edit token and answers only id, scheduledDate and scheduledTime', async () => {
    const created = await provisional();
    clock.advance(5 * 60_000);
    const res = await patch(
      created.id,
      { scheduledDate: dateOf(1), scheduledTime: '8:00 PM', name: 'Changed Name', id: randomUUID() },
      created.editToken,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: created.id, scheduledDate: dateOf(1), scheduledTime: '8:00 PM' });
    const { editToken: _token, ...before } = created;
    expect(await stored(created.id)).toEqual({
      ...before,
      editTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      manageTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      scheduledDate: dateOf(1),
      scheduledTime: '8:00 PM',
      updatedAt: clock.now().toISOString(),
    });
    expect(await bookedTimes(days[1])).toContain('8:00 PM');
  });

  it('answers 403 without a token and changes nothing', async () => {
    const created = await provisional();
    const res = await patch(created.id, { scheduledDate: dateOf(2), scheduledTime: '9:00 AM' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(EDIT_REFUSED);
    expect((await stored(created.id))?.scheduledTime).toBe(PROVISIONAL_BOOKING.time);
    expect(await bookedTimes(days[2])).not.toContain('9:00 AM');
  });

  it('answers 403 with a wrong token, another booking’s token or for an unknown id', async () => {
    const [a, b] = [await provisional(), await provisional()];
    const move = { scheduledDate: dateOf(2), scheduledTime: '10:00 AM' };
    for (const [id, token] of [
      [a.id, randomBytes(32).toString('base64url')],
      [a.id, b.editToken],
      [a.id, ''],
      [randomUUID(), a.editToken],
    ]) {
      const res = await patch(id, move, token);
      expect(res.status, `${id} ${token}`).toBe(403);
      expect(await res.json()).toEqual(EDIT_REFUSED);
    }
    expect((await stored(a.id))?.scheduledTime).toBe(PROVISIONAL_BOOKING.time);
    expect(await bookedTimes(days[2])).not.toContain('10:00 AM');
  });

  it('answers 403 once 60 minutes have passed since the booking was made', async () => {
    const fresh = await provisional();
    const stale = await provisional();
    clock.advance(60 * 60_000);
    const inTime = await patch(
      fresh.id,
      { scheduledDate: dateOf(2), scheduledTime: '11:00 AM' },
      fresh.editToken,
    );
    expect(inTime.status).toBe(200);
    clock.advance(1);
    const late = await patch(
      stale.id,
      { scheduledDate: dateOf(2), scheduledTime: '12:00 PM' },
      stale.editToken,
    );
    expect(late.status).toBe(403);
    expect((await stored(stale.id))?.scheduledTime).toBe(PROVISIONAL_BOOKING.time);
  });

  it('answers 403 once the booking is scheduled: no second move, and the first slot stays taken', async () => {
    const created = await provisional();
    const first = { scheduledDate: dateOf(3), scheduledTime: '1:00 PM' };
    expect((await patch(created.id, first, created.editToken)).status).toBe(200);
    const second = await patch(
      created.id,
      { scheduledDate: dateOf(3), scheduledTime: '2:00 PM' },
      created.editToken,
    );
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual(EDIT_REFUSED);
    expect(await bookedTimes(days[3])).toContain('1:00 PM');
    expect(await bookedTimes(days[3])).not.toContain('2:00 PM');
    // The same move sent again (its answer was lost) changes nothing and is not refused.
    const before = await stored(created.id);
    clock.advance(60_000);
    const repeat = await patch(created.id, first, created.editToken);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ id: created.id, ...first });
    expect(await stored(created.id)).toEqual(before);
  });

  it('lets exactly one of two racing moves with the same token through', async () => {
    const created = await provisional();
    const [a, b] = await Promise.all(
      ['3:00 PM', '4:00 PM'].map((time) =>
        patch(created.id, { scheduledDate: dateOf(4), scheduledTime: time }, created.editToken),
      ),
    );
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const taken = (await bookedTimes(days[4])).filter((time) => ['3:00 PM', '4:00 PM'].includes(time));
    expect(taken).toHaveLength(1);
  });

  it('never moves a booking made with a real slot: lander-c gets no token', async () => {
    const res = await post(buildBooking({ scheduledTime: '5:00 PM' }, { now: NOW, dayIndex: 1 }));
    expect(res.status).toBe(201);
    const created = (await res.json()) as Created;
    expect(created).not.toHaveProperty('editToken');
    const moved = await patch(created.id, {
      scheduledDate: PROVISIONAL_BOOKING.date,
      scheduledTime: PROVISIONAL_BOOKING.time,
    });
    expect(moved.status).toBe(403);
    expect(await bookedTimes(days[1])).toContain('5:00 PM');
  });

  it('refuses the placeholder as the new schedule', async () => {
    const created = await provisional();
    const res = await patch(
      created.id,
      { scheduledDate: PROVISIONAL_BOOKING.date, scheduledTime: PROVISIONAL_BOOKING.time },
      created.editToken,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ scheduledTime: 'Please choose one of the available times' });
  });

  it('answers 409 for a slot held by another booking, and the token still moves it to a free one', async () => {
    expect((await post(buildBooking({ scheduledTime: '6:00 PM' }, { now: NOW, dayIndex: 2 }))).status).toBe(
      201,
    );
    const created = await provisional();
    const res = await patch(
      created.id,
      { scheduledDate: dateOf(2), scheduledTime: '6:00 PM' },
      created.editToken,
    );
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'That time was just booked by someone else. Please choose another time.',
    );
    const retry = await patch(
      created.id,
      { scheduledDate: dateOf(2), scheduledTime: '7:00 PM' },
      created.editToken,
    );
    expect(retry.status).toBe(200);
  });

  it('applies the time and window rules', async () => {
    const created = await provisional();
    const token = created.editToken;
    const badTime = await patch(created.id, { scheduledDate: dateOf(1), scheduledTime: '6:15 PM' }, token);
    expect(badTime.status).toBe(400);
    expect((await badTime.json()).errors).toEqual({
      scheduledTime: 'Please choose one of the available times',
    });
    const tooFar = await patch(
      created.id,
      { scheduledDate: startOfDayInZone('2026-06-20', TZ).toISOString(), scheduledTime: '6:00 PM' },
      token,
    );
    expect(tooFar.status).toBe(400);
    expect((await tooFar.json()).errors).toEqual({
      scheduledDate: 'Please choose a date between today and 4 days from now',
    });
    const missing = await patch(created.id, { scheduledDate: dateOf(1) }, token);
    expect(await missing.json()).toEqual({
      message: 'Time is required',
      errors: { scheduledTime: 'Time is required' },
    });
  });
});
