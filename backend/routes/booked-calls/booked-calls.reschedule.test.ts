import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDayKeys, startOfDayInZone } from '../../../shared/booking-window';
import { BUSINESS } from '../../../shared/business';
import type { BookingInput, BookingRecord } from '../../../shared/schemas/booking';
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
const booking = (overrides: Partial<BookingInput> = {}, dayIndex = 2) =>
  buildBooking(overrides, { now: NOW, dayIndex });

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: clock.now });
});
afterAll(() => t.stop());

const post = (json: unknown) => t.request('/api/booked-calls', { method: 'POST', json });
const patch = (id: string, json: unknown) => t.request(`/api/booked-calls/${id}`, { method: 'PATCH', json });
const bookedTimes = async (date: string) =>
  (await (await t.request(`/api/booked-calls/date/${date}`)).json()).bookedTimes as string[];
const storedBookings = async (): Promise<BookingRecord[]> =>
  readStoredRecords<BookingRecord>(t.dataDir, 'bookings');

describe('PATCH /api/booked-calls/:id', () => {
  const create = async (overrides: Partial<BookingInput>, dayIndex = 1) => {
    const res = await post(booking(overrides, dayIndex));
    expect(res.status).toBe(201);
    return (await res.json()) as BookingRecord;
  };

  it('moves a booking and changes nothing else', async () => {
    const original = await create({ scheduledTime: '12:00 PM' });
    clock.advance(60_000);
    const res = await patch(original.id, {
      scheduledDate: dateOf(3),
      scheduledTime: '2:00 PM',
      name: 'Changed Name',
      id: randomUUID(),
    });
    expect(res.status).toBe(200);
    const updated = await res.json();
    expect(updated).toEqual({
      ...original,
      scheduledDate: dateOf(3),
      scheduledTime: '2:00 PM',
      updatedAt: clock.now().toISOString(),
    });
    expect((await storedBookings()).find((b) => b.id === original.id)).toEqual(updated);
    expect(await bookedTimes(days[1])).not.toContain('12:00 PM');
    expect(await bookedTimes(days[3])).toContain('2:00 PM');
  });

  it('lets lander-d move its provisional booking into a real slot', async () => {
    const created = await (await post(buildProvisionalBooking())).json();
    const res = await patch(created.id, { scheduledDate: dateOf(1), scheduledTime: '8:00 PM' });
    expect(res.status).toBe(200);
    expect(await bookedTimes(days[1])).toContain('8:00 PM');
  });

  it('keeps a booking in its own slot', async () => {
    const b = await create({ scheduledTime: '11:00 AM' });
    expect((await patch(b.id, { scheduledDate: b.scheduledDate, scheduledTime: '11:00 AM' })).status).toBe(
      200,
    );
  });

  it('answers 409 for a slot held by another booking', async () => {
    const a = await create({ scheduledTime: '3:00 PM' });
    const b = await create({ scheduledTime: '4:00 PM' });
    const res = await patch(b.id, { scheduledDate: a.scheduledDate, scheduledTime: '3:00 PM' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'That time was just booked by someone else. Please choose another time.',
    );
  });

  it('answers 404 for an unknown booking', async () => {
    const res = await patch(randomUUID(), { scheduledDate: dateOf(1), scheduledTime: '9:00 AM' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Booking not found' });
  });

  it('applies the time and window rules', async () => {
    const b = await create({ scheduledTime: '6:00 PM' });
    const badTime = await patch(b.id, { scheduledDate: dateOf(1), scheduledTime: '6:15 PM' });
    expect(badTime.status).toBe(400);
    expect((await badTime.json()).errors).toEqual({
      scheduledTime: 'Please choose one of the available times',
    });
    const tooFar = await patch(b.id, {
      scheduledDate: startOfDayInZone('2026-06-20', TZ).toISOString(),
      scheduledTime: '6:00 PM',
    });
    expect(tooFar.status).toBe(400);
    expect((await tooFar.json()).errors).toEqual({
      scheduledDate: 'Please choose a date between today and 4 days from now',
    });
    const missing = await patch(b.id, { scheduledDate: dateOf(1) });
    expect(await missing.json()).toEqual({
      message: 'Time is required',
      errors: { scheduledTime: 'Time is required' },
    });
  });
});
