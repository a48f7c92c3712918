/** The webhook against a real HTTP receiver on loopback: body, signature, retries. */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { LeadDetail } from '#shared/schemas/lead';
import { buildBooking } from '../../tests/factories/booking.factory';
import { buildContact } from '../../tests/factories/contact.factory';
import { startTestApp, type TestApp } from '../testing/test-app';
import type { RetryPolicy } from './retry-policy';

const SECRET = 'test-webhook-secret-0123456789';
const FAST: RetryPolicy = { delaysMs: [50], giveUpAfterMs: 60_000, jitter: 0 };

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

let app: TestApp | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await app?.stop();
  await new Promise((resolve) => receiver?.close(resolve) ?? resolve(undefined));
  app = receiver = undefined;
});

/** A receiver answering the given statuses in turn (the last one repeats). */
async function startReceiver(statuses: number[]) {
  const received: Received[] = [];
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses[Math.min(received.length, statuses.length) - 1];
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/lead?token=hidden`;
  app = await startTestApp({ delivery: { webhookUrl: url, webhookSecret: SECRET, retryPolicy: FAST } });
  return { app, received };
}

async function webhookOf(leadId: string): Promise<DeliveryRecord> {
  const cookie = await app!.login();
  const detail = (await (await app!.request(`/api/admin/leads/${leadId}`, { cookie })).json()) as LeadDetail;
  return detail.deliveries.find((d) => d.channel === 'webhook')!;
}

const sign = (body: string) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

describe('the webhook', () => {
  it('POSTs {event, data} with the stored record, signed with HMAC-SHA256 of the raw body', async () => {
    const { app, received } = await startReceiver([204]);
    const res = await app.request('/api/contact', { method: 'POST', json: buildContact() });
    const stored = await res.json();
    await app.delivery.idle();
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['x-signature-256']).toBe(sign(hit.body));
    expect(hit.headers['x-delivery-id']).toBe(`${stored.id}.webhook`);
    expect(JSON.parse(hit.body)).toEqual({ event: 'lead.created', data: stored });
    const webhook = await webhookOf(stored.id);
    // The URL's query may hold a token: shown without it.
    expect(webhook).toMatchObject({
      state: 'sent',
      response: 'HTTP 204',
      to: [expect.stringMatching(/\/hooks\/lead$/)],
    });
  });

  it('sends booking.created without the edit token hash', async () => {
    const { app, received } = await startReceiver([200]);
    const res = await app.request('/api/booked-calls', { method: 'POST', json: buildBooking() });
    const stored = await res.json();
    await app.delivery.idle();
    const payload = JSON.parse(received[0].body);
    expect(payload.event).toBe('booking.created');
    expect(payload.data).toEqual(stored);
    expect(received[0].body).not.toContain('editTokenHash');
  });

  it('retries after a 500 and is sent by the next attempt', async () => {
    const { app, received } = await startReceiver([500, 200]);
    const { id } = await (await app.request('/api/contact', { method: 'POST', json: buildContact() })).json();
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
    await app.delivery.idle();
    expect(received[0].headers['x-delivery-id']).toBe(received[1].headers['x-delivery-id']);
    expect(await webhookOf(id)).toMatchObject({
      state: 'sent',
      attempts: 2,
      lastError: 'HTTP 500 Internal Server Error',
    });
  });

  it('does not retry after a 400', async () => {
    const { app, received } = await startReceiver([400]);
    const { id } = await (await app.request('/api/contact', { method: 'POST', json: buildContact() })).json();
    await app.delivery.idle();
    await new Promise((r) => setTimeout(r, 300)); // several retry delays
    expect(received).toHaveLength(1);
    expect(await webhookOf(id)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'HTTP 400 Bad Request',
    });
  });
});
