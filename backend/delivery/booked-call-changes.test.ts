/**
 * A booked call moved and cancelled, end to end: the real app on a temp store, a real SMTP server
 * (smtp-server, every message parsed with mailparser) and a real webhook receiver. The manage link
 * is taken from the parsed confirmation; each change's .ics, subjects and webhook are checked.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { MANAGE_TOKEN_HEADER } from '#shared/api-headers';
import { BUSINESS } from '#shared/business';
import { dayKeyInZone } from '#shared/booking-window';
import type { BookingRecord } from '#shared/schemas/booking';
import type { InboxPage } from '#shared/schemas/inbox';
import type { LeadDetail } from '#shared/schemas/lead';
import { MANAGE_LINK_INVALID, MANAGE_LINK_TEXT, type ManagedCall } from '#shared/schemas/manage-call';
import { bookableDate, buildBooking } from '../../tests/factories/booking.factory';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { RetryPolicy } from './retry-policy';
import { webhookProblem } from './webhook-signature';

const FAST: RetryPolicy = { delaysMs: [50], giveUpAfterMs: 60_000, jitter: 0 };
const SECRET = 'test-webhook-secret-0123456789';
const OWNER = 'owner@liberty.test';
const SITE = 'https://www.liberty.test';

let app: TestApp | undefined;
let sink: SmtpSink | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await app?.stop();
  await sink?.stop();
  await new Promise((resolve) => receiver?.close(resolve) ?? resolve(undefined));
  app = sink = receiver = undefined;
});

interface Hook {
  headers: IncomingMessage['headers'];
  body: string;
}

async function start() {
  const hooks: Hook[] = [];
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  sink = await startSmtpSink();
  app = await startTestApp({
    siteUrl: SITE,
    delivery: {
      smtpUrl: sink.url,
      notifyEmails: [OWNER],
      webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      webhookSecret: SECRET,
      retryPolicy: FAST,
      // The calls below are days away: no reminder is due during the test.
      reminderBeforeMinutes: 60,
    },
  });
  return { app, sink, hooks };
}

const toOwner = (m: ParsedMail) => !Array.isArray(m.to) && m.to?.value[0].address === OWNER;
const icsOf = (m: ParsedMail) =>
  m.attachments
    .find((a) => a.contentType === 'text/calendar')!
    .content.toString('utf8')
    .replace(/\r\n[ \t]/g, '');
const icsField = (ics: string, name: string) => new RegExp(`^${name}[;:](.*)$`, 'm').exec(ics)?.[1];

/** The manage link's secret from a parsed email: in the text part, and as the link's href. */
function tokenOf(mail: ParsedMail): string {
  const url = `${SITE}/manage-call#`;
  const match = new RegExp(`${MANAGE_LINK_TEXT}: ${url.replace(/[/.]/g, '\\$&')}([A-Za-z0-9_-]+)`).exec(
    mail.text!,
  );
  expect(match, 'the manage link in the text part').not.toBeNull();
  expect(mail.html).toContain(`<a href="${url}${match![1]}">${MANAGE_LINK_TEXT}</a>`);
  return match![1];
}

async function book(
  json = buildBooking({ scheduledDate: bookableDate({ dayIndex: 3 }), name: 'Dana Whitfield' }),
) {
  const res = await app!.request('/api/booked-calls', { method: 'POST', json });
  expect(res.status).toBe(201);
  return (await res.json()) as BookingRecord;
}

const manage = (token: string, init: { method?: string; json?: unknown } = {}) =>
  app!.request('/api/manage-call', { ...init, headers: { [MANAGE_TOKEN_HEADER]: token } });

const bookedTimes = async (date: string) =>
  ((await (await app!.request(`/api/booked-calls/date/${date}`)).json()) as { bookedTimes: string[] })
    .bookedTimes;

describe('the manage link, from the parsed confirmation', () => {
  it('shows the call, moves it, cancels it, and each change tells the homeowner, the owner and the webhook', async () => {
    const { app, sink, hooks } = await start();
    const booked = await book();
    const [first] = (await sink.waitFor(2)).filter((m) => !toOwner(m));
    expect(first.subject).toMatch(/is booked/);
    const token = tokenOf(first);
    const uid = icsField(icsOf(first), 'UID');
    expect(uid).toBe(`${booked.id}@www.liberty.test`);

    const shown = await manage(token);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect((await shown.json()) as ManagedCall).toEqual({
      name: 'Dana',
      service: booked.service,
      scheduledDate: booked.scheduledDate,
      scheduledTime: '3:00 PM',
      timeZone: BUSINESS.timeZone,
      timeZoneName: 'Eastern Time',
      state: 'booked',
    });

    // The move: to another day, as the booking pages send it.
    const day = dayKeyInZone(new Date(bookableDate({ dayIndex: 4 })), BUSINESS.timeZone);
    const moved = await manage(token, {
      method: 'PATCH',
      json: { scheduledDate: day, scheduledTime: '10:00 AM' },
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ scheduledTime: '10:00 AM', state: 'rescheduled' });
    expect(await bookedTimes(day)).toContain('10:00 AM');
    expect(await bookedTimes(booked.scheduledDate)).not.toContain('3:00 PM');
    const afterMove = (await sink.waitFor(4)).slice(2);
    const homeownerMove = afterMove.find((m) => !toOwner(m))!;
    const ownerMove = afterMove.find(toOwner)!;
    expect(homeownerMove.subject).toMatch(
      new RegExp(`^Your call with ${BUSINESS.name} was moved to .*10:00 AM`),
    );
    expect(tokenOf(homeownerMove)).toBe(token);
    const moveIcs = icsOf(homeownerMove);
    expect(icsField(moveIcs, 'UID')).toBe(uid);
    expect(icsField(moveIcs, 'SEQUENCE')).toBe('1');
    expect(icsField(moveIcs, 'METHOD')).toBe('REQUEST');
    expect(ownerMove.subject).toMatch(/^Call rescheduled: Dana Whitfield, now .*10:00 AM/);
    expect(ownerMove.text).toContain('Changed by: homeowner');
    expect(ownerMove.text).toContain('3:00 PM');

    const cancelled = await manage(token, { method: 'DELETE' });
    expect(cancelled.status).toBe(204);
    expect(await bookedTimes(day)).not.toContain('10:00 AM');
    const afterCancel = (await sink.waitFor(6)).slice(4);
    const homeownerCancel = afterCancel.find((m) => !toOwner(m))!;
    expect(homeownerCancel.subject).toBe(`Your call with ${BUSINESS.name} was cancelled`);
    expect(homeownerCancel.text).not.toContain(MANAGE_LINK_TEXT);
    const cancelIcs = icsOf(homeownerCancel);
    expect(icsField(cancelIcs, 'UID')).toBe(uid);
    expect(icsField(cancelIcs, 'SEQUENCE')).toBe('2');
    expect(icsField(cancelIcs, 'METHOD')).toBe('CANCEL');
    expect(icsField(cancelIcs, 'STATUS')).toBe('CANCELLED');
    expect(afterCancel.find(toOwner)!.subject).toMatch(/^Call cancelled: Dana Whitfield, .*10:00 AM/);

    // The spent link, a wrong one and none at all get one and the same answer.
    for (const attempt of [
      manage(token),
      manage(token, { method: 'DELETE' }),
      manage('x'.repeat(43)),
      manage(''),
    ]) {
      const res = await attempt;
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: MANAGE_LINK_INVALID });
    }

    await app.delivery.idle();
    const events = hooks.map((h) => {
      // Signed as docs/webhooks.md says (the test's clock is not the wall clock: checked at send time).
      expect(webhookProblem(h, SECRET, Number(h.headers['x-webhook-timestamp']))).toBeNull();
      return JSON.parse(h.body) as { event: string; data: BookingRecord & { previous?: unknown } };
    });
    expect(events.map((e) => e.event)).toEqual([
      'booking.created',
      'booking.rescheduled',
      'booking.cancelled',
    ]);
    expect(hooks.map((h) => h.headers['x-delivery-id'])).toEqual([
      `${booked.id}.webhook`,
      `${booked.id}.webhook.1`,
      `${booked.id}.webhook.2`,
    ]);
    // Each event describes its own change, though the call was cancelled before it went out.
    expect(events[1].data).toMatchObject({
      scheduledTime: '10:00 AM',
      sequence: 1,
      call: { state: 'rescheduled', by: 'homeowner' },
      previous: { scheduledDate: booked.scheduledDate, scheduledTime: '3:00 PM' },
    });
    expect(events[2].data).toMatchObject({ sequence: 2, call: { state: 'cancelled', by: 'homeowner' } });
    expect(JSON.stringify(events)).not.toContain('manageTokenHash');
  });

  it('refuses a slot taken meanwhile with 409 and a day outside the window with 400', async () => {
    const { sink } = await start();
    await book();
    const [first] = (await sink.waitFor(2)).filter((m) => !toOwner(m));
    const other = await book(
      buildBooking({ scheduledDate: bookableDate({ dayIndex: 4 }), scheduledTime: '11:00 AM' }),
    );
    const token = tokenOf(first);
    const taken = await manage(token, {
      method: 'PATCH',
      json: { scheduledDate: other.scheduledDate, scheduledTime: '11:00 AM' },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toMatch(/just booked by someone else/);
    const far = await manage(token, {
      method: 'PATCH',
      json: {
        scheduledDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        scheduledTime: '11:00 AM',
      },
    });
    expect(far.status).toBe(400);
    expect((await manage(token)).status).toBe(200);
  });
});

describe("the owner's controls", () => {
  async function asOwner() {
    const started = await start();
    const booked = await book();
    await started.sink.waitFor(2);
    const cookie = await app!.login();
    const post = (what: string, json: unknown) =>
      app!.request(`/api/admin/leads/${booked.id}/${what}`, { method: 'POST', json, cookie });
    return { ...started, booked, post, cookie };
  }

  it('moves a call up to 60 days ahead on the version last seen, and a stale version gets 409', async () => {
    const { sink, booked, post } = await asOwner();
    const far = new Date(Date.now() + 30 * 86_400_000);
    const day = dayKeyInZone(far, BUSINESS.timeZone);
    const res = await post('reschedule', { scheduledDate: day, scheduledTime: '9:00 AM', version: 0 });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as LeadDetail;
    expect(detail.record).toMatchObject({
      scheduledTime: '9:00 AM',
      call: { state: 'rescheduled', by: 'owner' },
    });
    expect(detail.activity.version).toBe(1);
    expect(detail.activity.history.at(-1)).toMatchObject({
      user: 'owner',
      call: {
        state: 'rescheduled',
        from: { scheduledTime: '3:00 PM' },
        to: { scheduledTime: '9:00 AM' },
      },
    });
    expect(detail.deliveries.map((d) => d.id)).toEqual(
      expect.arrayContaining([`${booked.id}.owner-email.1`, `${booked.id}.confirmation-email.1`]),
    );
    const stale = await post('cancel-call', { version: 0 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ current: { version: 1 } });
    const mails = (await sink.waitFor(4)).slice(2);
    expect(mails.find(toOwner)!.subject).toMatch(/^Call rescheduled: Dana Whitfield, now .*9:00 AM/);
    expect(mails.find((m) => !toOwner(m))!.text).toContain(MANAGE_LINK_TEXT);
    expect(icsField(icsOf(mails.find((m) => !toOwner(m))!), 'SEQUENCE')).toBe('1');
  });

  it('cancels with a reason; the slot is free and the call cannot be changed again', async () => {
    const { sink, booked, post, cookie } = await asOwner();
    const res = await post('cancel-call', { reason: 'Customer called to cancel', version: 0 });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as LeadDetail;
    expect(detail.record).toMatchObject({
      call: { state: 'cancelled', by: 'owner', reason: 'Customer called to cancel' },
    });
    expect(detail.activity.status).toBe('new');
    expect(detail.activity.history.at(-1)?.call).toEqual({
      state: 'cancelled',
      reason: 'Customer called to cancel',
    });
    expect(await bookedTimes(booked.scheduledDate)).not.toContain('3:00 PM');
    const mails = (await sink.waitFor(4)).slice(2);
    expect(mails.find(toOwner)!.text).toContain('Reason: Customer called to cancel');
    expect(icsField(icsOf(mails.find((m) => !toOwner(m))!), 'METHOD')).toBe('CANCEL');
    expect((await post('cancel-call', { version: 1 })).status).toBe(400);
    const inbox = (await (await app!.request('/api/admin/leads', { cookie })).json()) as InboxPage;
    expect(inbox.items.find((row) => row.id === booked.id)).toMatchObject({ callState: 'cancelled' });
  });

  it('marks a booking Spam: its slot is free, its reminder withdrawn, and nobody is told', async () => {
    const { sink, hooks, booked, post, cookie } = await asOwner();
    expect(await bookedTimes(booked.scheduledDate)).toContain('3:00 PM');
    const before = (await (
      await app!.request(`/api/admin/leads/${booked.id}`, { cookie })
    ).json()) as LeadDetail;
    expect(before.deliveries.map((d) => d.channel)).toContain('reminder-email');
    expect((await post('status', { status: 'spam', version: 0 })).status).toBe(200);
    expect(await bookedTimes(booked.scheduledDate)).not.toContain('3:00 PM');
    const after = (await (
      await app!.request(`/api/admin/leads/${booked.id}`, { cookie })
    ).json()) as LeadDetail;
    expect(after.record).toMatchObject({ call: { state: 'cancelled', reason: 'Marked Spam' } });
    expect(after.deliveries.map((d) => d.channel)).not.toContain('reminder-email');
    await app!.delivery.idle();
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.messages).toHaveLength(2);
    expect(hooks.map((h) => JSON.parse(h.body).event)).toEqual(['booking.created']);
  });
});
