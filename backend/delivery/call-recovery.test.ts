/**
 * What a start gives upcoming booked calls (services/leads/recover-calls.ts), on the store a
 * previous run left: a booking stored before manage links existed gets a link that opens, and a
 * change written without its messages (a crash between the two writes) is announced once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MANAGE_TOKEN_HEADER } from '#shared/api-headers';
import { BUSINESS } from '#shared/business';
import { callStart } from '#shared/booking-window';
import { SPAM_CANCEL_REASON, type BookingRecord } from '#shared/schemas/booking';
import { MANAGE_LINK_TEXT } from '#shared/schemas/manage-call';
import { bookableDate, buildBooking } from '../../tests/factories/booking.factory';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { makeTempDir, startTestApp, testClock, type TestApp } from '../testing/test-app';
import { HOMEOWNER_SUBJECTS } from './booking-confirmation';

const SITE = 'https://www.liberty.test';
const OWNER = 'owner@liberty.test';
const REMINDER_SUBJECT = `Reminder: your call with ${BUSINESS.name}`;

let app: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await app?.stop();
  await sink?.stop();
  app = sink = undefined;
});

/** Start (or start again) the app on one data folder and clock. */
async function restart(dataDir: string, clock: ReturnType<typeof testClock>): Promise<TestApp> {
  await app?.stop();
  sink ??= await startSmtpSink();
  app = await startTestApp({
    dataDir,
    now: clock.now,
    siteUrl: SITE,
    delivery: { smtpUrl: sink.url, notifyEmails: [OWNER], reminderBeforeMinutes: 60 },
  });
  return app;
}

async function runWorker() {
  app!.delivery.wake();
  await app!.delivery.idle();
}

const subjects = (start: string) => sink!.messages.filter((m) => m.subject?.startsWith(start));

describe('a start, for the upcoming calls a previous run stored', () => {
  it('gives a booking stored before manage links a link that opens, from its reminder', async () => {
    const clock = testClock(new Date());
    const dataDir = await makeTempDir();
    const first = await restart(dataDir, clock);
    // As an older version stored it: no manageTokenHash, its reminder queued.
    const scheduledDate = bookableDate({ dayIndex: 2 });
    const { website: _, ...input } = buildBooking({ scheduledDate });
    const id = crypto.randomUUID();
    const old = { ...input, scheduledDate, id, createdAt: clock.now().toISOString() } as BookingRecord;
    expect((await first.store.bookings.book(old)).status).toBe('created');
    await first.store.deliveries.insert(first.delivery.reminderFor(old)!);

    const second = await restart(dataDir, clock);
    expect((await second.store.bookings.findById(old.id))!.manageTokenHash).toMatch(/^[0-9a-f]{64}$/);
    clock.set(new Date(callStart(old, BUSINESS.timeZone).getTime() - 30 * 60_000));
    await runWorker();
    const [reminder] = subjects(REMINDER_SUBJECT);
    const token = new RegExp(`${MANAGE_LINK_TEXT}: ${SITE}/manage-call#([A-Za-z0-9_-]+)`).exec(
      reminder.text!,
    )![1];
    const opened = await second.request('/api/manage-call', { headers: { [MANAGE_TOKEN_HEADER]: token } });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ scheduledTime: old.scheduledTime });
  });

  it('announces a move written without its messages once, and never again', async () => {
    const clock = testClock(new Date());
    const dataDir = await makeTempDir();
    const first = await restart(dataDir, clock);
    const json = buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }), scheduledTime: '10:00 AM' });
    const res = await first.request('/api/booked-calls', { method: 'POST', json });
    const booked = (await res.json()) as BookingRecord;
    await sink!.waitFor(2);
    // The move's write, and the crash before its messages.
    const to = { scheduledDate: bookableDate({ dayIndex: 3 }), scheduledTime: '2:00 PM' };
    const at = clock.now().toISOString();
    const moved = await first.store.bookings.reschedule(booked.id, {
      ...to,
      updatedAt: at,
      sequence: 1,
      call: {
        state: 'rescheduled',
        by: 'homeowner',
        at,
        previous: { scheduledDate: booked.scheduledDate, scheduledTime: booked.scheduledTime },
      },
    });
    expect(moved.status).toBe('updated');
    expect(await first.store.deliveries.findById(`${booked.id}.owner-email.1`)).toBeUndefined();

    const second = await restart(dataDir, clock);
    const ids = ['owner-email.1', 'confirmation-email.1', 'reminder-email.1'].map((c) => `${booked.id}.${c}`);
    expect((await second.store.deliveries.findByIds(ids)).map((m) => m.id)).toEqual(ids);
    // The first reminder, of a call since moved, is withdrawn.
    expect(await second.store.deliveries.findById(`${booked.id}.reminder-email.0`)).toBeUndefined();
    await runWorker();
    const when = (m: { subject?: string }) => m.subject?.includes('2:00 PM');
    expect(subjects('Call rescheduled').filter(when)).toHaveLength(1);
    expect(subjects(HOMEOWNER_SUBJECTS.moved('')).filter(when)).toHaveLength(1);

    const sent = await second.store.deliveries.findByIds(ids);
    const third = await restart(dataDir, clock);
    await runWorker();
    expect(await third.store.deliveries.findByIds(ids)).toEqual(sent);
    expect(subjects('Call rescheduled')).toHaveLength(1);
    expect(subjects(HOMEOWNER_SUBJECTS.moved(''))).toHaveLength(1);
  });

  it('announces nothing for a Spam cancel written without its messages, and withdraws its reminder', async () => {
    const clock = testClock(new Date());
    const dataDir = await makeTempDir();
    const first = await restart(dataDir, clock);
    const json = buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }), scheduledTime: '11:00 AM' });
    const booked = (await (
      await first.request('/api/booked-calls', { method: 'POST', json })
    ).json()) as BookingRecord;
    await sink!.waitFor(2);
    const at = clock.now().toISOString();
    await first.store.bookings.update(booked.id, {
      sequence: 1,
      updatedAt: at,
      call: { state: 'cancelled', by: 'owner', at, reason: SPAM_CANCEL_REASON },
    });

    const second = await restart(dataDir, clock);
    await runWorker();
    expect(await second.store.deliveries.findById(`${booked.id}.reminder-email.0`)).toBeUndefined();
    expect(await second.store.deliveries.findById(`${booked.id}.owner-email.1`)).toBeUndefined();
    expect(sink!.messages).toHaveLength(2);
  });
});
