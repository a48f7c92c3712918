/**
 * Lead events to WEBHOOK_URL: the JSON body {event, data}, signed the way GitHub signs its
 * webhooks (X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>), with the message's id
 * as X-Delivery-Id so a receiver can drop a repeat. Any 2xx counts as delivered.
 */
import { createHmac } from 'node:crypto';
import { BUSINESS } from '#shared/business';
import type { DeliveryEvent } from '#shared/schemas/delivery';
import { DeliveryFailure, httpFailure } from './retry-policy';

export const SIGNATURE_HEADER = 'X-Signature-256';
export const DELIVERY_ID_HEADER = 'X-Delivery-Id';
const TIMEOUT_MS = 10_000;

export function signature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function postWebhook(
  url: string,
  secret: string,
  deliveryId: string,
  payload: { event: DeliveryEvent; data: object },
): Promise<string> {
  const body = JSON.stringify(payload);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': `${BUSINESS.name.replace(/\W+/g, '')}-Webhook/1`,
        [SIGNATURE_HEADER]: signature(body, secret),
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
