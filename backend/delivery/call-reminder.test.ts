/**
 * The homeowner's reminder of a booked call, end to end on a clock the test moves: the real app,
 * a temp store and a real SMTP server. It is a stored message due REMINDER_BEFORE_MINUTES before
 * the call: sent once at its time, moved by a reschedule, withdrawn by a cancel.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS } from '#shared/business';
import { callStart } from '#shared/booking-window';
import type { BookingRecord } from '#shared/schemas/booking';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { LeadDetail } from '#shared/schemas/lead';
import { MANAGE_LINK_TEXT } from '#shared/schemas/manage-call';
import { bookableDate, buildBooking, buildProvisionalBooking } from '../../tests/factories/booking.factory';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { startTestApp, testClock, type TestApp } from '../testing/test-app';

const MINUTE = 60_000;
const REMINDER_SUBJECT = `Reminder: your call with ${BUSINESS.name}`;

let app: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await app?.stop();
  await sink?.stop();
  app = sink = undefined;
});

async function start(reminderBeforeMinutes: number, at = new Date()) {
  const clock = testClock(at);
  sink = await startSmtpSink();
  app = await startTestApp({
    now: clock.now,
    siteUrl: 'https://www.liberty.test',
    delivery: { smtpUrl: sink.url, notifyEmails: ['owner@liberty.test'], reminderBeforeMinutes },
  });
  const cookie = await app.login();
  return { app, sink, clock, cookie };
}

async function book(json: object): Promise<BookingRecord> {
  const res = await app!.request('/api/booked-calls', { method: 'POST', json });
  expect(res.status).toBe(201);
  return (await res.json()) as BookingRecord;
}

const startOf = (b: { scheduledDate: string; scheduledTime: string }) =>
  callStart(b, BUSINESS.timeZone).getTime();

async function messagesOf(id: string, cookie: string): Promise<DeliveryRecord[]> {
  return ((await (await app!.request(`/api/admin/leads/${id}`, { cookie })).json()) as LeadDetail).deliveries;
}

/** Let the worker look at the queue on the test's clock, and wait until it is done. */
async function runWorker() {
  app!.delivery.wake();
  await app!.delivery.idle();
}

const reminders = () => sink!.messages.filter((m) => m.subject?.startsWith(REMINDER_SUBJECT));

describe('the reminder of a booked call', () => {
  it('is queued for its time and sent once then, with the manage link', async () => {
    const { clock, cookie } = await start(60);
    const booked = await book(buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }) }));
    const due = startOf(booked) - 60 * MINUTE;
    await sink!.waitFor(2);
    const reminder = (await messagesOf(booked.id, cookie)).find((m) => m.channel === 'reminder-email');
    expect(reminder).toMatchObject({
      id: `${booked.id}.reminder-email.0`,
      state: 'queued',
      nextAttemptAt: new Date(due).toISOString(),
      to: [booked.email],
    });

    clock.set(new Date(due - 1000));
    await runWorker();
    expect(reminders()).toHaveLength(0);
    clock.set(new Date(due + 1000));
    await runWorker();
    const [mail] = reminders();
    expect(mail.subject).toContain('3:00 PM');
    expect(mail.text).toContain(`${MANAGE_LINK_TEXT}: https://www.liberty.test/manage-call#`);
    clock.advance(10 * MINUTE);
    await runWorker();
    expect(reminders()).toHaveLength(1);
    // Days have passed on the test's clock: the session made at the start has expired.
    const later = await app!.login();
    expect((await messagesOf(booked.id, later)).find((m) => m.channel === 'reminder-email')).toMatchObject({
      state: 'sent',
      attempts: 1,
    });
  });

  it('is moved by a reschedule and withdrawn by a cancel', async () => {
    const { clock, cookie } = await start(60);
    const [moved, cancelled] = [
      await book(buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }), scheduledTime: '3:00 PM' })),
      await book(buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }), scheduledTime: '4:00 PM' })),
    ];
    const post = (id: string, what: string, json: object) =>
      app!.request(`/api/admin/leads/${id}/${what}`, { method: 'POST', json, cookie });
    const to = { scheduledDate: bookableDate({ dayIndex: 3 }), scheduledTime: '9:00 AM' };
    expect((await post(moved.id, 'reschedule', { ...to, version: 0 })).status).toBe(200);
    expect((await post(cancelled.id, 'cancel-call', { version: 0 })).status).toBe(200);

    const movedMessages = await messagesOf(moved.id, cookie);
    expect(movedMessages.filter((m) => m.channel === 'reminder-email')).toMatchObject([
      {
        id: `${moved.id}.reminder-email.1`,
        state: 'queued',
        nextAttemptAt: new Date(startOf(to) - 60 * MINUTE).toISOString(),
      },
    ]);
    expect((await messagesOf(cancelled.id, cookie)).map((m) => m.channel)).not.toContain('reminder-email');

    // Past both old times: nothing; past the new time: the moved call's reminder, once.
    clock.set(new Date(startOf(moved) - 30 * MINUTE));
    await runWorker();
    expect(reminders()).toHaveLength(0);
    clock.set(new Date(startOf(to) - 30 * MINUTE));
    await runWorker();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].subject).toContain('9:00 AM');
    expect(reminders()[0].to).toMatchObject({ value: [{ address: moved.email }] });
  });

  it('goes at once when the call is nearer than the lead time but 2 hours away, and not under 2 hours', async () => {
    const day = bookableDate({ dayIndex: 2 });
    const threeHoursBefore = new Date(
      startOf({ scheduledDate: day, scheduledTime: '3:00 PM' }) - 3 * 60 * MINUTE,
    );
    const { cookie } = await start(24 * 60, threeHoursBefore);
    const soon = await book(
      buildBooking({ scheduledDate: day, scheduledTime: '3:00 PM', email: 'soon@example.com' }),
    );
    const tooSoon = await book(
      buildBooking({ scheduledDate: day, scheduledTime: '1:00 PM', email: 'late@example.com' }),
    );
    await app!.delivery.idle();
    await sink!.waitFor(5);
    expect(reminders().map((m) => (Array.isArray(m.to) ? '' : m.to?.value[0].address))).toEqual([
      'soon@example.com',
    ]);
    expect((await messagesOf(soon.id, cookie)).find((m) => m.channel === 'reminder-email')?.state).toBe(
      'sent',
    );
    expect((await messagesOf(tooSoon.id, cookie)).map((m) => m.channel)).not.toContain('reminder-email');
  });

  it("waits for lander-d's real slot, and sends none when reminders are off", async () => {
    const { cookie } = await start(60);
    const created = await app!.request('/api/booked-calls', {
      method: 'POST',
      json: buildProvisionalBooking(),
    });
    const { id, editToken } = (await created.json()) as { id: string; editToken: string };
    expect(await messagesOf(id, cookie)).toEqual([]);
    const res = await app!.request(`/api/booked-calls/${id}`, {
      method: 'PATCH',
      json: { scheduledDate: bookableDate({ dayIndex: 3 }), scheduledTime: '2:00 PM' },
      headers: { 'X-Edit-Token': editToken },
    });
    expect(res.status).toBe(200);
    expect((await messagesOf(id, cookie)).map((m) => m.id)).toContain(`${id}.reminder-email.0`);
    await app!.stop();
    await sink!.stop();

    const off = await start(0);
    const booked = await book(buildBooking());
    expect((await messagesOf(booked.id, off.cookie)).map((m) => m.channel)).not.toContain('reminder-email');
  });
});
