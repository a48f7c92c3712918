/** The webhook against a real HTTP receiver on loopback: body, signature, replay check, retries. */
import { createHmac } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { LeadDetail } from '#shared/schemas/lead';
import { buildBooking } from '../../tests/factories/booking.factory';
import { buildContact } from '../../tests/factories/contact.factory';
import { PROJECT_ROOT } from '../paths';
import { makeTempDir, startTestApp, type TestApp } from '../testing/test-app';
import type { RetryPolicy } from './retry-policy';
import { verifyWebhook, webhookProblem } from './webhook-signature';

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

/** The documented signature, computed here independently of the sender's code. */
const sign = (timestamp: string, id: string, body: string) =>
  `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${id}.${body}`).digest('hex')}`;

describe('the webhook', () => {
  it('POSTs {event, data} with the stored record, signed with HMAC-SHA256 of timestamp.id.body', async () => {
    const { app, received } = await startReceiver([204]);
    const res = await app.request('/api/contact', { method: 'POST', json: buildContact() });
    const stored = await res.json();
    await app.delivery.idle();
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit.headers['content-type']).toBe('application/json');
    expect(hit.headers['x-delivery-id']).toBe(`${stored.id}.webhook`);
    const timestamp = String(hit.headers['x-webhook-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(hit.headers['x-signature-256']).toBe(sign(timestamp, `${stored.id}.webhook`, hit.body));
    expect(JSON.parse(hit.body)).toEqual({ event: 'lead.created', data: stored });
    const webhook = await webhookOf(stored.id);
    // The URL's query may hold a token: shown without it.
    expect(webhook).toMatchObject({
      state: 'sent',
      response: 'HTTP 204',
      to: [expect.stringMatching(/\/hooks\/lead$/)],
    });
  });

  it('passes the documented check when fresh, and fails it as a replay older than 5 minutes or under another id', async () => {
    const { app, received } = await startReceiver([204]);
    await app.request('/api/contact', { method: 'POST', json: buildContact() });
    await app.delivery.idle();
    const [hit] = received;
    const sentAt = Number(hit.headers['x-webhook-timestamp']);
    expect(webhookProblem(hit, SECRET, sentAt + 299)).toBeNull();
    expect(verifyWebhook(hit, SECRET)).toBe(true);
    // The same request replayed 5 minutes and a second later.
    expect(webhookProblem(hit, SECRET, sentAt + 301)).toBe('timestamp too old or too new');
    // A replay with a fresh timestamp, another id or another body: the signature no longer matches.
    const now = Math.floor(Date.now() / 1000) + 3600;
    const refreshed = { ...hit, headers: { ...hit.headers, 'x-webhook-timestamp': String(now) } };
    expect(webhookProblem(refreshed, SECRET, now)).toBe('bad signature');
    const otherId = { ...hit, headers: { ...hit.headers, 'x-delivery-id': 'another.webhook' } };
    expect(webhookProblem(otherId, SECRET, sentAt)).toBe('bad signature');
    expect(webhookProblem({ ...hit, body: `${hit.body} ` }, SECRET, sentAt)).toBe('bad signature');
    expect(verifyWebhook(hit, 'another-secret-0123456789', sentAt)).toBe(false);

    // The copy in docs/webhooks.md, run as a receiver would run it, agrees.
    const docs = await readFile(join(PROJECT_ROOT, 'docs/webhooks.md'), 'utf8');
    const file = join(await makeTempDir(), 'receiver-check.ts');
    await writeFile(file, /```ts\n([\s\S]*?)```/.exec(docs)![1]);
    const { webhookProblem: documented } = (await import(file)) as { webhookProblem: typeof webhookProblem };
    expect(documented(hit, SECRET, sentAt + 299)).toBeNull();
    expect(documented(hit, SECRET, sentAt + 301)).toBe('timestamp too old or too new');
    expect(documented(refreshed, SECRET, now)).toBe('bad signature');
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
