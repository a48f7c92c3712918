/**
 * Booked-call changes on two app servers sharing one PostgreSQL database: of two moves racing for
 * one slot through either server exactly one wins, a manage link mailed by one works on the
 * other, and each reminder is sent by one of them only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGE_TOKEN_HEADER } from '#shared/api-headers';
import { BUSINESS } from '#shared/business';
import { callStart } from '#shared/booking-window';
import type { BookingRecord } from '#shared/schemas/booking';
import { bookableDate, buildBooking } from '../../../tests/factories/booking.factory';
import { manageToken } from '../../lib/manage-token';
import { startPgCluster, type PgCluster } from '../../testing/pg-cluster';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { TEST_ADMIN, makeTempDir, startTestApp, testClock, type TestApp } from '../../testing/test-app';

const SECRET = 'shared-manage-link-secret-0123456789abcdef';
const REMINDER_SUBJECT = `Reminder: your call with ${BUSINESS.name}`;

let cluster: PgCluster;
let sink: SmtpSink;
let a: TestApp;
let b: TestApp;
const clock = testClock(new Date());

beforeAll(async () => {
  cluster = await startPgCluster();
  sink = await startSmtpSink();
  const databaseUrl = await cluster.createDatabase();
  const options = {
    databaseUrl,
    adminUsername: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    now: clock.now,
    delivery: {
      smtpUrl: sink.url,
      notifyEmails: ['owner@liberty.test'],
      reminderBeforeMinutes: 60,
      manageLinkSecret: SECRET,
    },
  };
  a = await startTestApp({ ...options, dataDir: await makeTempDir() });
  b = await startTestApp({ ...options, dataDir: await makeTempDir() });
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await sink?.stop();
  await cluster?.stop();
});

async function book(server: TestApp, scheduledTime: string, dayIndex = 2): Promise<BookingRecord> {
  const json = buildBooking({
    scheduledDate: bookableDate({ dayIndex }),
    scheduledTime,
    name: `Call ${scheduledTime}`,
  });
  const res = await server.request('/api/booked-calls', { method: 'POST', json });
  expect(res.status).toBe(201);
  return (await res.json()) as BookingRecord;
}

describe('booked calls on two servers sharing PostgreSQL', () => {
  it('let exactly one of two owner moves racing for one slot win', async () => {
    const [first, second] = [await book(a, '9:00 AM'), await book(b, '10:00 AM')];
    const [cookieA, cookieB] = [await a.login(), await b.login()];
    const to = { scheduledDate: bookableDate({ dayIndex: 3 }), scheduledTime: '4:00 PM', version: 0 };
    const results = await Promise.all([
      a.request(`/api/admin/leads/${first.id}/reschedule`, { method: 'POST', json: to, cookie: cookieA }),
      b.request(`/api/admin/leads/${second.id}/reschedule`, { method: 'POST', json: to, cookie: cookieB }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const taken = await (await a.request(`/api/booked-calls/date/${to.scheduledDate}`)).json();
    expect(taken.bookedTimes).toEqual(['4:00 PM']);
  });

  it('let exactly one of two homeowner moves racing for one slot win, each link working on either server', async () => {
    const [first, second] = [await book(a, '11:00 AM'), await book(a, '12:00 PM')];
    const to = { scheduledDate: bookableDate({ dayIndex: 4 }), scheduledTime: '2:00 PM' };
    const move = (server: TestApp, id: string) =>
      server.request('/api/manage-call', {
        method: 'PATCH',
        json: to,
        headers: { [MANAGE_TOKEN_HEADER]: manageToken(id, SECRET) },
      });
    const results = await Promise.all([move(b, first.id), move(a, second.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('send each reminder from one server only', async () => {
    const idle = () => Promise.all([a, b].map((s) => s.delivery.idle()));
    const booked = [await book(a, '5:00 PM'), await book(b, '6:00 PM'), await book(a, '7:00 PM', 3)];
    await idle();
    const latest = Math.max(...booked.map((x) => callStart(x, BUSINESS.timeZone).getTime()));
    clock.set(new Date(latest - 30 * 60_000));
    // Both workers wake to the same due reminders at once: only the claim keeps one from going twice.
    for (let round = 0; round < 3; round++) {
      for (const s of [a, b]) s.delivery.wake();
      await idle();
    }
    const reminders = sink.messages.filter((m) => m.subject?.startsWith(REMINDER_SUBJECT));
    for (const x of booked)
      expect(reminders.filter((m) => m.subject!.includes(x.scheduledTime))).toHaveLength(1);
  });
});
