/**
 * The webhook's signature, Standard Webhooks style: X-Signature-256 is
 * `sha256=<hex HMAC-SHA256 of "<timestamp>.<delivery id>.<raw body>">` keyed with WEBHOOK_SECRET,
 * where the timestamp is X-Webhook-Timestamp (unix seconds) and the id X-Delivery-Id. Signing
 * the time and the id means a captured request cannot be replayed later or under another id.
 *
 * verifyWebhook is what a receiver runs (docs/webhooks.md shows it); it needs only node:crypto.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Signature-256';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const DELIVERY_ID_HEADER = 'X-Delivery-Id';
/** How far a request's timestamp may be from the receiver's clock: 5 minutes either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The X-Signature-256 value of one request. */
export function signWebhook(secret: string, timestamp: number, deliveryId: string, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${deliveryId}.${body}`).digest('hex');
  return `sha256=${mac}`;
}

export interface WebhookRequest {
  /** Header values by lower-case name (Node's req.headers). */
  headers: Record<string, string | string[] | undefined>;
  /** The raw body, exactly as received (before any JSON parsing). */
  body: string;
}

/** Why a request fails the check, or null when it is genuine and fresh. */
export function webhookProblem(
  request: WebhookRequest,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): string | null {
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const signature = header(SIGNATURE_HEADER);
  const timestamp = header(TIMESTAMP_HEADER);
  const deliveryId = header(DELIVERY_ID_HEADER);
  if (!signature || !timestamp || !deliveryId) return 'missing signature, timestamp or delivery id';
  if (!/^\d{1,12}$/.test(timestamp)) return 'malformed timestamp';
  if (Math.abs(nowSeconds - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
    return 'timestamp too old or too new';
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), deliveryId, request.body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad signature';
  return null;
}

/** Whether a request is genuine and no older than 5 minutes. */
export const verifyWebhook = (request: WebhookRequest, secret: string, nowSeconds?: number): boolean =>
  webhookProblem(request, secret, nowSeconds) === null;
