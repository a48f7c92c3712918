/**
 * Issue 43 item 5 on the public routes: closed and blocked time is listed among a day's
 * bookedTimes and refused (409, the taken slot's answer) by POST and by lander-d's PATCH; a call
 * already booked in time blocked later stays booked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableDayKeys, startOfDayInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { TIME_SLOTS } from '#shared/options';
import { DEFAULT_WEEKLY_HOURS, weekdayOf } from '#shared/schemas/availability';
import type { BookingRecord } from '#shared/schemas/booking';
import { buildBooking, buildProvisionalBooking } from '../../../tests/factories/booking.factory';
import { SLOT_TAKEN_MESSAGE } from '../../services/leads/booking-rules';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

// 10:00 AM in New York on a Wednesday.
const NOW = new Date('2026-06-10T14:00:00.000Z');
const TZ = BUSINESS.timeZone;
const days = bookableDayKeys(NOW, TZ);
const dateOn = (day: string) => startOfDayInZone(day, TZ).toISOString();

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ now: testClock(NOW).now });
  admin = await t.login();
});
afterAll(() => t.stop());

const asAdmin = (method: string, path: string, json?: unknown) =>
  t.request(`/api/admin/availability${path}`, { method, json, cookie: admin });
const book = (day: string, time: string) =>
  t.request('/api/booked-calls', {
    method: 'POST',
    json: buildBooking({ scheduledDate: dateOn(day), scheduledTime: time }),
  });
const bookedTimes = async (day: string) =>
  ((await (await t.request(`/api/booked-calls/date/${day}`)).json()) as { bookedTimes: string[] })
    .bookedTimes;

describe('closed and blocked time', () => {
  it('a blocked day lists every slot and refuses POST and PATCH with the taken answer', async () => {
    const before = await book(days[3], '9:00 AM');
    expect(before.status).toBe(201);
    expect((await asAdmin('POST', '/blocked-days', { day: days[3], label: 'Holiday' })).status).toBe(200);
    expect(await bookedTimes(days[3])).toEqual([...TIME_SLOTS]);
    const refused = await book(days[3], '2:00 PM');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: SLOT_TAKEN_MESSAGE });

    const step1 = await t.request('/api/booked-calls', { method: 'POST', json: buildProvisionalBooking() });
    expect(step1.status).toBe(201);
    const { id, editToken } = (await step1.json()) as BookingRecord & { editToken: string };
    const move = (day: string, time: string) =>
      t.request(`/api/booked-calls/${id}`, {
        method: 'PATCH',
        json: { scheduledDate: dateOn(day), scheduledTime: time },
        headers: { 'X-Edit-Token': editToken },
      });
    expect((await move(days[3], '4:00 PM')).status).toBe(409);

    // The call booked before the block stays booked, and the owner sees it.
    const view = await (await asAdmin('GET', '')).json();
    const booked = (await before.json()) as BookingRecord;
    expect(view.callsInClosedTime).toEqual([
      expect.objectContaining({ id: booked.id, day: days[3], scheduledTime: '9:00 AM' }),
    ]);

    expect((await asAdmin('DELETE', `/blocked-days/${days[3]}`)).status).toBe(200);
    expect(await bookedTimes(days[3])).toEqual(['9:00 AM']);
    expect((await move(days[3], '4:00 PM')).status).toBe(200);
  });

  it('a blocked slot is listed and refused; the rest of the day stays open', async () => {
    expect((await asAdmin('POST', '/blocked-slots', { day: days[2], time: '3:00 PM' })).status).toBe(200);
    expect(await bookedTimes(days[2])).toEqual(['3:00 PM']);
    expect((await book(days[2], '3:00 PM')).status).toBe(409);
    expect((await book(days[2], '4:00 PM')).status).toBe(201);
    const removed = await asAdmin('DELETE', `/blocked-slots/${days[2]}/${encodeURIComponent('3:00 PM')}`);
    expect(removed.status).toBe(200);
    expect((await book(days[2], '3:00 PM')).status).toBe(201);
  });

  it('the weekly hours close a weekday and the hours outside the open span', async () => {
    const day = days[4];
    const weeklyHours = DEFAULT_WEEKLY_HOURS.map((d, i) =>
      i === weekdayOf(day) ? { open: true, first: '10:00 AM', last: '7:00 PM' } : d,
    );
    expect((await asAdmin('PUT', '/hours', { weeklyHours })).status).toBe(200);
    expect(await bookedTimes(day)).toEqual(['9:00 AM', '8:00 PM', '9:00 PM']);
    expect((await book(day, '9:00 PM')).status).toBe(409);
    expect((await book(day, '7:00 PM')).status).toBe(201);
    const closed = weeklyHours.map((d, i) => (i === weekdayOf(day) ? { ...d, open: false } : d));
    await asAdmin('PUT', '/hours', { weeklyHours: closed });
    expect(await bookedTimes(day)).toEqual([...TIME_SLOTS]);
    await asAdmin('PUT', '/hours', { weeklyHours: DEFAULT_WEEKLY_HOURS });
    expect(await bookedTimes(day)).toEqual(['7:00 PM']);
  });
});

describe('GET /api/booked-calls/closed-days', () => {
  const closedDays = async () =>
    ((await (await t.request('/api/booked-calls/closed-days')).json()) as { closedDays: string[] })
      .closedDays;

  it('lists a blocked day, a closed weekday and a day whose every slot is blocked, not a day with one', async () => {
    const closedWeekday = weekdayOf(days[1]);
    await asAdmin('POST', '/blocked-days', { day: days[3], label: 'Holiday' });
    await asAdmin('PUT', '/hours', {
      weeklyHours: DEFAULT_WEEKLY_HOURS.map((d, i) => (i === closedWeekday ? { ...d, open: false } : d)),
    });
    await asAdmin('POST', '/blocked-slots', { day: days[2], time: '3:00 PM' });
    const listed = await closedDays();
    expect(listed).toContain(days[3]);
    expect(listed).not.toContain(days[2]);
    // Every such weekday in the owner's 60-day window, from today (days[0]) on.
    expect(listed.filter((day) => weekdayOf(day) === closedWeekday)).toHaveLength(9);
    expect(listed.every((day) => day >= days[0])).toBe(true);

    await asAdmin('PUT', '/hours', { weeklyHours: DEFAULT_WEEKLY_HOURS });
    await asAdmin('DELETE', `/blocked-days/${days[3]}`);
    await asAdmin('DELETE', `/blocked-slots/${days[2]}/${encodeURIComponent('3:00 PM')}`);
    const day = days[4];
    for (const time of TIME_SLOTS) await asAdmin('POST', '/blocked-slots', { day, time });
    expect(await closedDays()).toEqual([day]);
    for (const time of TIME_SLOTS)
      await asAdmin('DELETE', `/blocked-slots/${day}/${encodeURIComponent(time)}`);
    expect(await closedDays()).toEqual([]);
  });
});

describe('/api/admin/availability', () => {
  it('needs a session and answers the default hours with no blocks', async () => {
    expect((await t.request('/api/admin/availability')).status).toBe(401);
    const view = await (await asAdmin('GET', '')).json();
    expect(view.weeklyHours).toEqual(DEFAULT_WEEKLY_HOURS);
  });

  it('validates with the shared schemas', async () => {
    const bad = async (method: string, path: string, json?: unknown) =>
      expect((await asAdmin(method, path, json)).status, `${method} ${path}`).toBe(400);
    await bad('POST', '/blocked-days', { day: '2026-02-30' });
    await bad('POST', '/blocked-days', { day: days[1], label: 'x'.repeat(101) });
    await bad('POST', '/blocked-slots', { day: days[1], time: '9:30 AM' });
    await bad('PUT', '/hours', { weeklyHours: DEFAULT_WEEKLY_HOURS.slice(1) });
    await bad('PUT', '/hours', {
      weeklyHours: DEFAULT_WEEKLY_HOURS.map(() => ({ open: true, first: '5:00 PM', last: '9:00 AM' })),
    });
    await bad('DELETE', '/blocked-days/tomorrow');
  });

  it('lists blocks from today on, a day blocked twice once with its new label', async () => {
    await asAdmin('POST', '/blocked-days', { day: '2026-07-04', label: 'Independence Day' });
    const view = await (
      await asAdmin('POST', '/blocked-days', { day: '2026-07-04', label: 'July 4th' })
    ).json();
    expect(view.blockedDays).toContainEqual({ day: '2026-07-04', label: 'July 4th' });
    expect(view.blockedDays.filter((d: { day: string }) => d.day === '2026-07-04')).toHaveLength(1);
    await asAdmin('POST', '/blocked-days', { day: '2026-06-01' });
    const later = await (await asAdmin('GET', '')).json();
    expect(later.blockedDays.map((d: { day: string }) => d.day)).not.toContain('2026-06-01');
  });
});
