/**
 * Which messages a lead causes: the owner's notification, the homeowner's confirmation for a
 * booked call, and the webhook when one is set. Their ids are `<leadId>.<channel>`, so storing
 * them again for a replayed lead adds nothing, and a replay after a crash adds what was missing.
 */
import { DELIVERY_CHANNELS, type DeliveryChannel, type DeliveryRecord } from '#shared/schemas/delivery';
import type { DeliveriesRepository } from '../store/repository';
import { displayUrl, type DeliveryConfig } from './delivery-config';
import { eventOf, type Lead } from './lead-event';

export const deliveryId = (leadId: string, channel: DeliveryChannel) => `${leadId}.${channel}`;

export function messagesFor(lead: Lead, config: DeliveryConfig, now: Date): DeliveryRecord[] {
  const at = now.toISOString();
  const message = (channel: DeliveryChannel, to: string[]): DeliveryRecord => ({
    id: deliveryId(lead.record.id, channel),
    leadId: lead.record.id,
    leadKind: lead.kind,
    event: eventOf(lead),
    channel,
    to,
    state: 'queued',
    attempts: 0,
    createdAt: at,
    nextAttemptAt: at,
  });
  return [
    message('owner-email', config.notifyEmails),
    ...(lead.kind === 'booking' ? [message('confirmation-email', [lead.record.email])] : []),
    ...(config.webhookUrl ? [message('webhook', [displayUrl(config.webhookUrl)])] : []),
  ];
}

/** Every message of some leads, in channel order. */
export async function messagesOf(
  deliveries: DeliveriesRepository,
  leadIds: readonly string[],
): Promise<DeliveryRecord[]> {
  const ids = leadIds.flatMap((leadId) => DELIVERY_CHANNELS.map((c) => deliveryId(leadId, c)));
  return deliveries.findByIds(ids);
}
