/**
 * Lead delivery end to end: the real app on a temp store, a real SMTP server (smtp-server) on
 * loopback, every message parsed with mailparser.
 */
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { callStart, startOfDayInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { PROVISIONAL_BOOKING } from '#shared/options';
import type { DeliveryRecord, DeliverySettings } from '#shared/schemas/delivery';
import type { LeadDetail } from '#shared/schemas/lead';
import { buildBooking, bookableDate } from '../../tests/factories/booking.factory';
import { buildContact } from '../../tests/factories/contact.factory';
import { startSmtpSink, REFUSED_DOMAIN, type SmtpSink } from '../testing/smtp-sink';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { RetryPolicy } from './retry-policy';

const FAST: RetryPolicy = { delaysMs: [50], giveUpAfterMs: 60_000, jitter: 0 };
const OWNERS = ['owner@liberty.test', 'sales@liberty.test'];

let app: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await app?.stop();
  await sink?.stop();
  app = sink = undefined;
});

async function startWithSmtp(policy: RetryPolicy = FAST, url?: string) {
  sink ??= await startSmtpSink();
  app = await startTestApp({
    siteUrl: 'https://www.liberty.test',
    delivery: {
      smtpUrl: url ?? sink.url,
      notifyEmails: OWNERS,
      mailFrom: 'Site <site@liberty.test>',
      retryPolicy: policy,
    },
  });
  return { app, sink };
}

async function deliveriesOf(leadId: string): Promise<DeliveryRecord[]> {
  const cookie = await app!.login();
  const res = await app!.request(`/api/admin/leads/${leadId}`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as LeadDetail).deliveries;
}

describe('owner notification of an estimate request', () => {
  it('reaches every NOTIFY_EMAIL address with every field, a tel: link, the admin link and Reply-To the lead', async () => {
    const { app, sink } = await startWithSmtp();
    const body = buildContact({
      name: 'Maria Lopez',
      city: 'Hoboken',
      message: 'Two bay windows',
      attribution: {
        landingPath: '/windows',
        utm_source: 'google',
        utm_campaign: 'fall-windows',
        gclid: 'abc123',
      },
    });
    const res = await app.request('/api/contact', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [mail] = await sink.waitFor(1);
    expect(mail.subject).toMatch(/^New estimate request/);
    expect(mail.subject).toContain('Maria Lopez');
    expect(mail.subject).toContain('Hoboken');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(OWNERS);
    expect(mail.replyTo?.value[0].address).toBe(body.email);
    for (const text of [
      'Maria Lopez',
      body.phone,
      body.email,
      body.address,
      'Two bay windows',
      '/windows',
      'google',
      'fall-windows',
      'abc123',
      'Received: ',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).toContain(`https://www.liberty.test/admin/leads/${id}`);
    expect(mail.html).toContain(`href="tel:+1${body.phone.replace(/\D/g, '')}"`);
    expect(mail.text).toMatch(/Eastern (Standard|Daylight) Time/);
    await app.delivery.idle();
    const [owner] = await deliveriesOf(id);
    expect(owner).toMatchObject({ channel: 'owner-email', state: 'sent', to: OWNERS, attempts: 1 });
    expect(owner.response).toContain('OK: queued as test');
  });

  it('sends nothing new for an idempotent replay', async () => {
    const { app, sink } = await startWithSmtp();
    const body = { ...buildContact(), id: crypto.randomUUID() };
    expect((await app.request('/api/contact', { method: 'POST', json: body })).status).toBe(201);
    await sink.waitFor(1);
    await app.delivery.idle();
    expect((await app.request('/api/contact', { method: 'POST', json: body })).status).toBe(200);
    await app.delivery.idle();
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.messages).toHaveLength(1);
  });

  it('waits for a moment between requests: nothing is sent while a request is still arriving', async () => {
    const { app, sink } = await startWithSmtp();
    // A request whose body is still arriving keeps the server busy.
    const slow = httpRequest(`${app.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': '100000' },
    });
    slow.on('error', () => {});
    slow.write('{"name":');
    const res = await app.request('/api/contact', { method: 'POST', json: buildContact() });
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 400));
    expect(sink.messages).toHaveLength(0);
    slow.destroy();
    await sink.waitFor(1);
  });

  it('says when a lead kept offline was captured and when it was received', async () => {
    const { app, sink } = await startWithSmtp();
    const capturedAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    await app.request('/api/contact', { method: 'POST', json: { ...buildContact(), capturedAt } });
    const [mail] = await sink.waitFor(1);
    expect(mail.text).toContain('Captured on the device: ');
    expect(mail.text).toContain('Received: ');
  });

  it('never lets CR/LF, HTML or long text add headers, break the message or run as markup', async () => {
    const { app, sink } = await startWithSmtp();
    const name = 'Eve\r\nBcc: victim@evil.example\r\nX-Injected: yes';
    const message = '<img src=x onerror=alert(1)><script>alert(2)</script> ünïcødé 🏠 ' + 'x'.repeat(1900);
    const res = await app.request('/api/contact', {
      method: 'POST',
      json: buildContact({ name: name.slice(0, 100), city: 'Jersey\nCity', message }),
    });
    // The schema may refuse control characters; either way no mail may carry them as headers.
    if (res.status !== 201) {
      expect(res.status).toBe(400);
      await app.request('/api/contact', { method: 'POST', json: buildContact({ name: 'Eve', message }) });
    }
    const [mail] = await sink.waitFor(1);
    const headers = sink.raw[0].split(/\r?\n\r?\n/)[0];
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Injected:/im);
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('ünïcødé 🏠');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe('a booked call', () => {
  it('tells the owner and confirms to the homeowner with an .ics whose DTSTART is the slot in UTC', async () => {
    const { app, sink } = await startWithSmtp();
    const body = buildBooking({ name: 'Sam Rivera', email: 'sam@example.com', scheduledTime: '11:00 AM' });
    const res = await app.request('/api/booked-calls', { method: 'POST', json: body });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const mails = await sink.waitFor(2);
    const owner = mails.find((m) => m.subject?.startsWith('New call booked'))!;
    const confirmation = mails.find((m) => m !== owner)!;
    const start = callStart(
      { scheduledDate: body.scheduledDate as string, scheduledTime: '11:00 AM' },
      BUSINESS.timeZone,
    );
    expect(owner.subject).toContain('Sam Rivera');
    expect(owner.subject).toContain('11:00 AM');
    expect(owner.replyTo?.value[0].address).toBe('sam@example.com');
    expect(confirmation.to && !Array.isArray(confirmation.to) ? confirmation.to.value[0].address : '').toBe(
      'sam@example.com',
    );
    expect(confirmation.text).toContain('11:00 AM');
    expect(confirmation.text).toMatch(/Eastern (Standard|Daylight) Time/);
    expect(confirmation.text).toContain(BUSINESS.phone.display);
    const ics = confirmation.attachments.find((a) => a.contentType === 'text/calendar');
    expect(ics, 'a text/calendar attachment').toBeDefined();
    const text = ics!.content.toString('utf8');
    const utc = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(text).toContain(`DTSTART:${utc(start)}`);
    expect(text).toContain(`DTEND:${utc(new Date(start.getTime() + 3600_000))}`);
    expect(text).toContain(`UID:${id}@www.liberty.test`);
    expect(text).toMatch(/ORGANIZER;CN="?Liberty Home Exteriors"?:mailto:/);
    await app.delivery.idle();
    const states = (await deliveriesOf(id)).map((d) => [d.channel, d.state]);
    // The call is days away: its reminder waits for its time.
    expect(states).toEqual([
      ['owner-email', 'sent'],
      ['confirmation-email', 'sent'],
      ['reminder-email', 'queued'],
    ]);
  });

  it("puts DTSTART at the slot's instant on both sides of a DST change", async () => {
    const { callCalendar } = await import('./booking-confirmation');
    const config = { siteUrl: 'https://x.test', timeZone: 'America/New_York' } as never;
    const at = (day: string) =>
      ({
        ...buildBooking(),
        id: 'b1',
        scheduledDate: startOfDayInZone(day, 'America/New_York').toISOString(),
        scheduledTime: '9:00 AM',
        createdAt: new Date().toISOString(),
      }) as never;
    // 2026-11-01 ends daylight time in New York: 9 AM is 13:00 UTC the day before, 14:00 UTC after.
    expect(callCalendar(at('2026-10-31'), config)).toContain('DTSTART:20261031T130000Z');
    expect(callCalendar(at('2026-11-02'), config)).toContain('DTSTART:20261102T140000Z');
    expect(callCalendar(at('2027-03-15'), config)).toContain('DTSTART:20270315T130000Z');
  });

  it("sends nothing for lander-d's placeholder, then confirms once step 2 picks a real slot", async () => {
    const { app, sink } = await startWithSmtp();
    const step1 = buildBooking({
      referrer: 'lander-d',
      scheduledDate: PROVISIONAL_BOOKING.date,
      scheduledTime: PROVISIONAL_BOOKING.time,
    });
    const created = await app.request('/api/booked-calls', { method: 'POST', json: step1 });
    expect(created.status).toBe(201);
    const { id, editToken } = (await created.json()) as { id: string; editToken: string };
    await app.delivery.idle();
    expect(sink.messages).toHaveLength(0);
    const move = { scheduledDate: bookableDate({ dayIndex: 3 }), scheduledTime: '2:00 PM' };
    const patch = () =>
      app.request(`/api/booked-calls/${id}`, {
        method: 'PATCH',
        json: move,
        headers: { 'X-Edit-Token': editToken },
      });
    expect((await patch()).status).toBe(200);
    await sink.waitFor(2);
    expect((await patch()).status).toBe(200); // the same move again (an outbox retry)
    await app.delivery.idle();
    expect(sink.messages).toHaveLength(2);
  });
});

describe('delivery that never loses a message', () => {
  it('answers 201 at once while SMTP is down, and delivers once the server is back', async () => {
    sink = await startSmtpSink();
    await sink.stop();
    const { app } = await startWithSmtp(FAST, sink.url);
    const res = await app.request('/api/contact', { method: 'POST', json: buildContact() });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    await app.delivery.idle();
    const [waiting] = await deliveriesOf(id);
    expect(['queued', 'retrying']).toContain(waiting.state);
    await sink.listen();
    await sink.waitFor(1);
    await app.delivery.idle();
    const [sent] = await deliveriesOf(id);
    expect(sent.state).toBe('sent');
    expect(sent.attempts).toBeGreaterThan(1);
  });

  it('marks a 550 refusal failed at once, lists it, and retries only when asked', async () => {
    const { app, sink } = await startWithSmtp();
    const res = await app.request('/api/booked-calls', {
      method: 'POST',
      json: buildBooking({ email: `nobody@${REFUSED_DOMAIN}` }),
    });
    const { id } = (await res.json()) as { id: string };
    await sink.waitFor(1); // the owner's
    await app.delivery.idle();
    await new Promise((r) => setTimeout(r, 200)); // longer than the retry delay
    const cookie = await app.login();
    const failed = (await (
      await app.request('/api/admin/deliveries', { cookie })
    ).json()) as DeliveryRecord[];
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      leadId: id,
      channel: 'confirmation-email',
      state: 'failed',
      attempts: 1,
    });
    expect(failed[0].lastError).toMatch(/^550/);
    const retry = await app.request(`/api/admin/deliveries/${failed[0].id}/retry`, {
      method: 'POST',
      cookie,
    });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as DeliveryRecord).state).toBe('queued');
    await app.delivery.idle();
    const again = (await deliveriesOf(id)).find((d) => d.channel === 'confirmation-email')!;
    expect(again).toMatchObject({ state: 'failed', attempts: 2 });
    const sent = (await deliveriesOf(id)).find((d) => d.channel === 'owner-email')!;
    const refused = await app.request(`/api/admin/deliveries/${sent.id}/retry`, { method: 'POST', cookie });
    expect(refused.status).toBe(409);
  });

  it('answers 401 on every delivery route without a session', async () => {
    const { app } = await startWithSmtp();
    for (const [method, path] of [
      ['GET', '/api/admin/deliveries'],
      ['POST', '/api/admin/deliveries/x.owner-email/retry'],
      ['GET', '/api/admin/delivery-settings'],
      ['POST', '/api/admin/delivery-settings/test-email'],
      ['GET', '/api/admin/leads/x'],
    ]) {
      expect((await app.request(path, { method })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('shows the transport by host only and reports the SMTP answer of a test email', async () => {
    const { sink } = await startWithSmtp(FAST, undefined);
    await app!.stop();
    app = await startTestApp({
      delivery: { smtpUrl: `smtp://mailer:s3cret-pass@127.0.0.1:${sink.port}`, notifyEmails: OWNERS },
    });
    const cookie = await app.login();
    const settingsRes = await app.request('/api/admin/delivery-settings', { cookie });
    const text = await settingsRes.text();
    expect(text).not.toContain('s3cret-pass');
    const settings = JSON.parse(text) as DeliverySettings;
    expect(settings.mail).toEqual({ kind: 'smtp', host: '127.0.0.1', port: sink.port, secure: false });
    expect(settings.notify).toEqual(OWNERS);
    expect(settings.webhookUrl).toBeNull();
    const test = await app.request('/api/admin/delivery-settings/test-email', { method: 'POST', cookie });
    expect(await test.json()).toEqual({
      ok: true,
      to: OWNERS,
      message: expect.stringContaining('OK: queued as test'),
    });
    const [mail] = await sink.waitFor(1);
    expect(mail.subject).toBe(`Test email from ${BUSINESS.name}`);
  });
});

describe('without SMTP_URL', () => {
  it('keeps each message as an .eml file in DATA_DIR/mail and counts it for the banner', async () => {
    app = await startTestApp();
    await app.request('/api/contact', { method: 'POST', json: buildContact({ name: 'Kept Person' }) });
    await app.request('/api/booked-calls', { method: 'POST', json: buildBooking() });
    await app.delivery.idle();
    const folder = join(app.dataDir, 'mail');
    const files = (await readdir(folder)).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(3);
    const parsed = await Promise.all(files.map(async (f) => simpleParser(await readFile(join(folder, f)))));
    expect(parsed.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^New call booked/),
      expect.stringMatching(/^New estimate request: Kept Person/),
      expect.stringMatching(/^Your call with Liberty Home Exteriors is booked/),
    ]);
    const cookie = await app.login();
    const settings = (await (
      await app.request('/api/admin/delivery-settings', { cookie })
    ).json()) as DeliverySettings;
    expect(settings.mail).toEqual({ kind: 'files', folder });
    expect(settings.counts.kept).toBe(3);
  });
});
