import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDayKeys, startOfDayInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
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
const days = bookableDayKeys(NOW, TZ); // 2026-06-10 .. 2026-06-14
const dateOf = (dayIndex: number) => bookableDate({ now: NOW, dayIndex });
const booking = (overrides: Partial<BookingInput> = {}, dayIndex = 2) =>
  buildBooking(overrides, { now: NOW, dayIndex });

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ now: clock.now });
});
afterAll(() => t.stop());

const post = (json: unknown) => t.request('/api/booked-calls', { method: 'POST', json });
const bookedTimes = async (date: string) =>
  (await (await t.request(`/api/booked-calls/date/${date}`)).json()).bookedTimes as string[];
const storedBookings = async (): Promise<BookingRecord[]> =>
  readStoredRecords<BookingRecord>(t.dataDir, 'bookings');

describe('POST /api/booked-calls', () => {
  it('stores the booking and answers 201 with its id', async () => {
    const res = await post(booking({ scheduledTime: '9:00 AM', service: undefined, referrer: undefined }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as BookingRecord;
    expect(body).toMatchObject({
      scheduledDate: dateOf(2),
      scheduledTime: '9:00 AM',
      service: 'Vinyl Siding',
      referrer: 'lander-c',
      willShowUp: true,
      createdAt: NOW.toISOString(),
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).not.toHaveProperty('website');
    // The store keeps the manage link's hash, which no answer carries.
    expect((await storedBookings()).find((b) => b.id === body.id)).toEqual({
      ...body,
      manageTokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(body).not.toHaveProperty('manageTokenHash');
  });

  it.each([
    ['scheduledDate', { scheduledDate: undefined }, 'Date is required'],
    ['scheduledTime', { scheduledTime: '' }, 'Time is required'],
    ['name', { name: '' }, 'Name is required'],
    ['phone', { phone: '' }, 'Phone number is required'],
    ['phone', { phone: '12345' }, 'Please enter a valid US phone number (e.g., (555) 123-4567)'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'john@' }, 'Please enter a valid email address'],
    ['address', { address: '' }, 'Address is required'],
    ['zipcode', { zipcode: '0703' }, 'Zipcode must be at least 5 digits'],
    ['zipcode', { zipcode: '07030-12' }, 'Please enter a valid US zipcode'],
    ['service', { service: '' }, 'Service is required'],
    ['willShowUp', { willShowUp: undefined }, 'Please answer Yes or No'],
  ] as const)('answers 400 for an invalid %s: %s', async (field, override, message) => {
    const res = await post(booking(override as Partial<BookingInput>));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('accepts a 5+4 zipcode', async () => {
    expect((await post(booking({ zipcode: '07030-1234', scheduledTime: '9:00 PM' }, 1))).status).toBe(201);
  });

  it('refuses a time that is not one of the slots', async () => {
    const res = await post(booking({ scheduledTime: '3:30 PM' }));
    expect(res.status).toBe(400);
    const message = 'Please choose one of the available times';
    expect(await res.json()).toEqual({ message, errors: { scheduledTime: message } });
  });

  it('refuses a slot of today that has already started', async () => {
    const res = await post(booking({ scheduledTime: '9:00 AM' }, 0));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ scheduledTime: 'Please choose one of the available times' });
    expect((await post(booking({ scheduledTime: '11:00 AM' }, 0))).status).toBe(201);
  });

  it.each([
    ['yesterday', startOfDayInZone('2026-06-09', TZ).toISOString()],
    ['day 5', startOfDayInZone('2026-06-15', TZ).toISOString()],
  ])('refuses a day outside the window (%s)', async (_label, scheduledDate) => {
    const res = await post(booking({ scheduledDate }));
    expect(res.status).toBe(400);
    const message = 'Please choose a date between today and 4 days from now';
    expect(await res.json()).toEqual({ message, errors: { scheduledDate: message } });
  });

  it('accepts the last day of the window (day 4)', async () => {
    expect((await post(booking({ scheduledTime: '4:00 PM' }, 4))).status).toBe(201);
  });

  it('reads the day in the business zone, whatever instant of it is sent', async () => {
    // 11 PM New York on day 3 is already day 4 in UTC.
    const lateEvening = new Date(startOfDayInZone(days[3], TZ).getTime() + 23 * 3600_000).toISOString();
    const res = await post(booking({ scheduledDate: lateEvening, scheduledTime: '6:00 PM' }));
    expect(res.status).toBe(201);
    expect(await bookedTimes(days[3])).toContain('6:00 PM');
    expect(await bookedTimes(days[4])).not.toContain('6:00 PM');
  });

  it('reads a plain YYYY-MM-DD scheduledDate as that business day', async () => {
    const res = await post(booking({ scheduledDate: days[4], scheduledTime: '11:00 AM' }));
    expect(res.status).toBe(201);
    expect((await res.json()).scheduledDate).toBe(dateOf(4));
    expect(await bookedTimes(days[4])).toContain('11:00 AM');
  });

  it('answers 409 for a slot already booked', async () => {
    expect((await post(booking({ scheduledTime: '1:00 PM' }))).status).toBe(201);
    const res = await post(booking({ scheduledTime: '1:00 PM', name: 'Someone Else' }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'That time was just booked by someone else. Please choose another time.',
    });
  });

  it('lets exactly one of two racing requests have a slot', async () => {
    const [a, b] = await Promise.all([
      post(booking({ scheduledTime: '5:00 PM', name: 'Racer One' }, 3)),
      post(booking({ scheduledTime: '5:00 PM', name: 'Racer Two' }, 3)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const holders = (await storedBookings()).filter(
      (r) => r.scheduledDate === dateOf(3) && r.scheduledTime === '5:00 PM',
    );
    expect(holders).toHaveLength(1);
  });

  it('accepts the provisional placeholder outside the window, any number of times', async () => {
    const plain = await post(buildProvisionalBooking());
    const zoned = await post(
      buildProvisionalBooking({ scheduledDate: startOfDayInZone('2099-12-31', TZ).toISOString() }),
    );
    expect([plain.status, zoned.status]).toEqual([201, 201]);
    expect(await bookedTimes('2099-12-31')).toEqual([]);
  });

  it('refuses the provisional date with a real slot', async () => {
    const res = await post(buildProvisionalBooking({ scheduledTime: '3:00 PM' }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty('scheduledDate');
  });

  it('answers a replay of the same id with 200 and stores it once; other content gets 422', async () => {
    const id = randomUUID();
    const body = booking({ id, scheduledTime: '10:00 AM' });
    expect((await post(body)).status).toBe(201);
    const replay = await post({ ...body, capturedAt: '2026-06-10T13:59:00Z' });
    expect(replay.status).toBe(200);
    expect((await replay.json()).id).toBe(id);
    expect((await storedBookings()).filter((b) => b.id === id)).toHaveLength(1);

    const other = await post({ ...body, name: 'Not The Same' });
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: 'A different record with this id already exists' });
  });

  it('answers a replay with 200 even after the booking was rescheduled or its day has passed', async () => {
    const id = randomUUID();
    const body = buildProvisionalBooking({ id });
    const created = await post(body);
    expect(created.status).toBe(201);
    const { editToken } = await created.json();
    const moved = await t.request(`/api/booked-calls/${id}`, {
      method: 'PATCH',
      json: { scheduledDate: dateOf(4), scheduledTime: '8:00 PM' },
      headers: { 'X-Edit-Token': editToken },
    });
    expect(moved.status).toBe(200);
    const replay = await post(body);
    expect(replay.status).toBe(200);
    expect((await replay.json()).scheduledTime).toBe('8:00 PM');
  });

  it('answers a bot with 201 and stores nothing', async () => {
    const before = (await storedBookings()).length;
    const res = await post(booking({ website: 'buy-now', scheduledTime: '7:00 PM' }));
    expect(res.status).toBe(201);
    expect((await res.json()).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedBookings()).toHaveLength(before);
    expect(await bookedTimes(days[2])).not.toContain('7:00 PM');
  });

  it('answers a bot that sent its own id with that id, as a real answer would (an outbox checks it)', async () => {
    const id = randomUUID();
    const res = await post(booking({ id, website: 'buy-now', scheduledTime: '7:00 PM' }));
    expect(res.status).toBe(201);
    expect((await res.json()).id).toBe(id);
    expect((await storedBookings()).some((b) => b.id === id)).toBe(false);
  });
});

describe('GET /api/booked-calls/date/:date', () => {
  it('answers the taken times of a day for a plain date, in slot order', async () => {
    // Booked above, in the order 9:00 AM, 1:00 PM, 10:00 AM.
    expect(await bookedTimes(days[2])).toEqual(['9:00 AM', '10:00 AM', '1:00 PM']);
  });

  it('accepts the ISO timestamp the forms send, URL-encoded or not', async () => {
    const iso = dateOf(2);
    const expected = await bookedTimes(days[2]);
    expect(await bookedTimes(iso)).toEqual(expected);
    expect(await bookedTimes(encodeURIComponent(iso))).toEqual(expected);
  });

  it('answers an empty list for a free day', async () => {
    expect(await bookedTimes('2026-07-01')).toEqual([]);
  });

  it.each(['tomorrow', '2026-02-30', '2026-6-1', '2026-06-10T25:00:00Z', '2026-06-10T05:00:00'])(
    'answers 400 for %s',
    async (date) => {
      const res = await t.request(`/api/booked-calls/date/${encodeURIComponent(date)}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid date' });
    },
  );
});

describe('GET /api/booked-calls', () => {
  it('answers 401 without a session', async () => {
    const res = await t.request('/api/booked-calls');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required' });
  });

  it('lists every booking newest first with X-Total-Count', async () => {
    const cookie = await t.login();
    clock.advance(60_000);
    const newest = await (await post(booking({ scheduledTime: '9:00 PM' }, 4))).json();
    const res = await t.request('/api/booked-calls', { cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as BookingRecord[];
    expect(res.headers.get('x-total-count')).toBe(String((await storedBookings()).length));
    expect(list[0]).toEqual(newest);
    const times = list.map((b) => Date.parse(b.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = await (await t.request('/api/booked-calls?limit=1&offset=1', { cookie })).json();
    expect(page).toEqual([list[1]]);
  });
});
