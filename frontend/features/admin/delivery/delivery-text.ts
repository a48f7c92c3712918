/** How a message and its state read to the owner, the same on every admin page. */
import type { DeliveryChannel, DeliveryRecord } from '../../../../shared/schemas/delivery';
import { formatDateTime } from '../format';

/** What each message is, in the owner's words. */
export const CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  'owner-email': 'Owner notification',
  'confirmation-email': 'Homeowner confirmation',
  webhook: 'Webhook',
};

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
