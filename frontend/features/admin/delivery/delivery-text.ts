/**
 * How a message and its state read to the owner, the same on every admin page. Only types come
 * from shared/schemas/delivery.ts: loading it builds a zod schema, which the admin pages do not
 * need. The records below are typed against its unions, so a state or channel added there must be
 * worded here (and delivery-text.test.ts checks the order).
 */
import type { DeliveryChannel, DeliveryRecord, DeliveryState } from '#shared/schemas/delivery';
import { formatDateTime } from '../format';

/** What each message is, in the owner's words. */
export const CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  'owner-email': 'Owner notification',
  'confirmation-email': 'Homeowner confirmation',
  webhook: 'Webhook',
  'reminder-email': 'Homeowner reminder',
};

/** Every channel, in the contract's order. */
export const CHANNELS = Object.keys(CHANNEL_LABELS) as DeliveryChannel[];

/** Each state as a count reads ('3 sent'). */
export const STATE_WORDS: Record<DeliveryState, string> = {
  queued: 'queued',
  sent: 'sent',
  retrying: 'retrying',
  failed: 'failed',
  kept: 'kept as files',
};

/** Every state, in the contract's order. */
export const ALL_STATES = Object.keys(STATE_WORDS) as DeliveryState[];

/** A message's state as one line ('Sent Mar 5, 1:00 PM to owner@example.com'). */
export function deliveryStateText(record: DeliveryRecord): string {
  switch (record.state) {
    case 'queued':
      return 'Queued';
    case 'sent':
      return `Sent ${formatDateTime(record.sentAt)} to ${record.to.join(', ')}`;
    case 'retrying':
      return `Retrying: next attempt ${formatDateTime(record.nextAttemptAt)}; last error: ${record.lastError ?? 'unknown'}`;
    case 'failed':
      return `Failed: ${record.lastError ?? 'unknown error'}`;
    case 'kept':
      return 'Kept, email not configured';
  }
}

/** Whether "Retry now" applies (sent and kept messages are done; queued ones are on their way). */
export const canRetry = (record: DeliveryRecord): boolean =>
  record.state === 'failed' || record.state === 'retrying';

/** The banner shown while email is not configured (SMTP_URL unset). */
export function notConfiguredText(kept: number, folder: string): string {
  const messages = kept === 1 ? '1 message was' : `${kept} messages were`;
  return `Email is not configured (SMTP_URL is not set): ${messages} kept as .eml files in ${folder} and not sent.`;
}
