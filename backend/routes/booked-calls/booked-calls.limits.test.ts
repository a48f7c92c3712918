/**
 * Issue 43 item 6: nobody fills the calendar. One upcoming call per phone number (its digits) and
 * per email address (any case), at most MAX_UPCOMING_CALLS_PER_ADDRESS per client address (an
 * IPv6 /64 as one; 0 turns it off); replays and honeypot hits count toward nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDayKeys, startOfDayInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { TIME_SLOTS } from '#shared/options';
import { ALREADY_BOOKED_MESSAGE } from '#shared/booking-messages';
import type { BookingInput } from '#shared/schemas/booking';
import { buildBooking, buildProvisionalBooking } from '../../../tests/factories/booking.factory';
import { ADDRESS_LIMIT_MESSAGE } from '../../services/leads/booking-rules';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-06-10T14:00:00.000Z');
const TZ = BUSINESS.timeZone;
const clock = testClock(NOW);
const days = bookableDayKeys(NOW, TZ);
let slot = 0;
/** The next free slot of the window (each test books its own). */
const nextSchedule = () => {
  const i = slot++;
  return {
    scheduledDate: startOfDayInZone(days[2 + (i % 3)], TZ).toISOString(),
    scheduledTime: TIME_SLOTS[Math.floor(i / 3)],
  };
};

let t: TestApp;
let open: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: clock.now, trustProxy: true, maxUpcomingCallsPerAddress: 3 });
  open = await startTestApp({ now: clock.now, trustProxy: true, maxUpcomingCallsPerAddress: 0 });
});
afterAll(() => Promise.all([t.stop(), open.stop()]));

let ips = 0;
const newIp = () => `10.20.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;
const book = (overrides: Partial<BookingInput> = {}, ip = newIp(), app = t) =>
  app.request('/api/booked-calls', {
    method: 'POST',
    json: buildBooking({ ...nextSchedule(), ...overrides }),
    headers: { 'x-forwarded-for': ip },
  });

describe('one upcoming call per person', () => {
  it('refuses the same phone (any format) or the same email (any case) with the message', async () => {
    const first = buildBooking({ phone: '(973) 555-0188', email: 'Maria.Lopez@example.com' });
    expect((await book({ phone: first.phone, email: first.email })).status).toBe(201);
    for (const again of [{ phone: '+1 973-555-0188' }, { email: 'maria.lopez@EXAMPLE.com' }]) {
      const res = await book(again);
      expect(res.status, JSON.stringify(again)).toBe(409);
      expect(await res.json()).toEqual({ message: ALREADY_BOOKED_MESSAGE });
    }
    // A different person is not blocked.
    expect((await book({ phone: '(973) 555-0189', email: 'someone.else@example.com' })).status).toBe(201);
  });

  it('never refuses a replay of the same booking id (an outbox retry)', async () => {
    const body = buildBooking({ id: randomUUID(), ...nextSchedule() });
    const send = () =>
      t.request('/api/booked-calls', { method: 'POST', json: body, headers: { 'x-forwarded-for': newIp() } });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(200);
  });

  it("counts lander-d's provisional booking while it is editable, and frees the person once the call is over", async () => {
    const person = { phone: '(908) 555-0111', email: 'dee.two@example.com' };
    const step1 = await t.request('/api/booked-calls', {
      method: 'POST',
      json: buildProvisionalBooking(person),
      headers: { 'x-forwarded-for': newIp() },
    });
    expect(step1.status).toBe(201);
    expect((await book(person)).status).toBe(409);
    clock.set(new Date(NOW.getTime() + 2 * 3600_000)); // no longer editable
    try {
      expect((await book(person)).status).toBe(201);
      expect((await book(person)).status).toBe(409);
    } finally {
      clock.set(NOW);
    }
  });

  it('counts nothing for a honeypot hit', async () => {
    const person = { phone: '(732) 555-0177', email: 'honey@example.com' };
    expect((await book({ ...person, website: 'http://spam.example' })).status).toBe(201);
    expect((await book(person)).status).toBe(201);
  });
});

describe('MAX_UPCOMING_CALLS_PER_ADDRESS', () => {
  it('refuses the fourth upcoming call from one address, not another address', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await book({}, ip)).status).toBe(201);
    const fourth = await book({}, ip);
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toEqual({ message: ADDRESS_LIMIT_MESSAGE });
    expect((await book({}, newIp())).status).toBe(201);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (const ip of ['2001:db8:77:1::1', '2001:db8:77:1:a:b:c:d', '2001:db8:77:1:1234:5678::9']) {
      expect((await book({}, ip)).status, ip).toBe(201);
    }
    expect((await book({}, '2001:db8:77:1::ffff')).status).toBe(409);
    expect((await book({}, '2001:db8:77:2::1')).status).toBe(201);
  });

  it('counts nothing for honeypot hits', async () => {
    const ip = newIp();
    for (let i = 0; i < 4; i++) expect((await book({ website: 'bot' }, ip)).status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await book({}, ip)).status).toBe(201);
  });

  it('is off at 0', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await book({}, ip, open)).status).toBe(201);
  });
});
