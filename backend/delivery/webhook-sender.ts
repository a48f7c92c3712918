/**
 * Lead events to WEBHOOK_URL: the JSON body {event, data}, signed with the attempt's time and the
 * message's id (webhook-signature.ts), the id also as X-Delivery-Id so a receiver can drop a
 * repeat. Each attempt is signed afresh, so a retry hours later still passes the 5-minute check.
 * Any 2xx counts as delivered.
 */
import { BUSINESS } from '#shared/business';
import type { DeliveryEvent } from '#shared/schemas/delivery';
import { DeliveryFailure, httpFailure } from './retry-policy';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, signWebhook, TIMESTAMP_HEADER } from './webhook-signature';

const TIMEOUT_MS = 10_000;

export async function postWebhook(
  url: string,
  secret: string,
  deliveryId: string,
  payload: { event: DeliveryEvent; data: object },
  at: Date,
): Promise<string> {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(at.getTime() / 1000);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': `${BUSINESS.name.replace(/\W+/g, '')}-Webhook/1`,
        [SIGNATURE_HEADER]: signWebhook(secret, timestamp, deliveryId, body),
        [TIMESTAMP_HEADER]: String(timestamp),
        [DELIVERY_ID_HEADER]: deliveryId,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    throw new DeliveryFailure(e.cause?.code ?? (e.name === 'TimeoutError' ? 'Timed out' : e.message), false);
  }
  await res.body?.cancel();
  if (res.status < 200 || res.status >= 300) throw httpFailure(res.status, res.statusText);
  return `HTTP ${res.status}`;
}
