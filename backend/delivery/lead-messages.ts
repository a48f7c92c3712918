/**
 * Which messages a lead causes: the owner's notification, the homeowner's confirmation for a
 * booked call, and the webhook when one is set. Their ids are `<leadId>.<channel>`, so storing
 * them again for a replayed lead adds nothing, and a replay after a crash adds what was missing.
 * A booked call's later changes and its reminders are call-messages.ts's, under ids of their own.
 */
import type { DeliveryChannel, DeliveryEvent, DeliveryRecord, CallSnapshot } from '#shared/schemas/delivery';
import type { LeadKind } from '#shared/schemas/lead';
import type { BookingsRepository, DeliveriesRepository } from '../store/repository';
import { displayUrl, type DeliveryConfig } from './delivery-config';
import { eventOf, type Lead } from './lead-event';

/** The channels a lead's first messages and each of a call's changes use. */
export const ANNOUNCING: readonly DeliveryChannel[] = ['owner-email', 'confirmation-email', 'webhook'];

/** `<leadId>.<channel>`, or with the call's sequence `<leadId>.<channel>.<n>` (a change, a reminder). */
export const deliveryId = (leadId: string, channel: DeliveryChannel, sequence?: number) =>
  sequence === undefined ? `${leadId}.${channel}` : `${leadId}.${channel}.${sequence}`;

export interface MessageOf {
  leadId: string;
  leadKind: LeadKind;
  event: DeliveryEvent;
  channel: DeliveryChannel;
  to: string[];
  /** Due now unless given. */
  sendAt?: Date;
  /** A booked call's change or reminder: the call it describes, and its sequence for the id. */
  call?: CallSnapshot;
}

/** A queued message (a reminder's id carries the sequence even when it is 0). */
export function queuedMessage(m: MessageOf, now: Date): DeliveryRecord {
  const at = now.toISOString();
  const numbered = m.call && (m.channel === 'reminder-email' || m.call.sequence > 0);
  return {
    id: deliveryId(m.leadId, m.channel, numbered ? m.call!.sequence : undefined),
    leadId: m.leadId,
    leadKind: m.leadKind,
    event: m.event,
    channel: m.channel,
    to: m.to,
    state: 'queued',
    attempts: 0,
    createdAt: at,
    nextAttemptAt: (m.sendAt ?? now).toISOString(),
    ...(m.sendAt ? { sendAt: m.sendAt.toISOString() } : {}),
    ...(m.call ? { call: m.call } : {}),
  };
}

/** Where each announcing channel goes for a lead (none for a channel it does not use). */
export function recipients(lead: Lead, config: DeliveryConfig): Partial<Record<DeliveryChannel, string[]>> {
  return {
    'owner-email': config.notifyEmails,
    ...(lead.kind === 'booking' ? { 'confirmation-email': [lead.record.email] } : {}),
    ...(config.webhookUrl ? { webhook: [displayUrl(config.webhookUrl)] } : {}),
  };
}

/**
 * A booking's first messages keep its first schedule, so one sent after a move still tells of the
 * booking as made (a replay of a changed booking's create restores them without it).
 */
const firstSchedule = (lead: Lead): CallSnapshot | undefined =>
  lead.kind === 'booking' && !lead.record.sequence
    ? { sequence: 0, scheduledDate: lead.record.scheduledDate, scheduledTime: lead.record.scheduledTime }
    : undefined;

export function messagesFor(lead: Lead, config: DeliveryConfig, now: Date): DeliveryRecord[] {
  const to = recipients(lead, config);
  const call = firstSchedule(lead);
  return ANNOUNCING.flatMap((channel) =>
    to[channel]
      ? [
          queuedMessage(
            {
              leadId: lead.record.id,
              leadKind: lead.kind,
              event: eventOf(lead),
              channel,
              to: to[channel],
              ...(call ? { call } : {}),
            },
            now,
          ),
        ]
      : [],
  );
}

/** Every message of some leads: their first ones in channel order, then each change's and reminder's. */
export async function messagesOf(
  store: { deliveries: DeliveriesRepository; bookings: BookingsRepository },
  leadIds: readonly string[],
): Promise<DeliveryRecord[]> {
  const sequences = new Map((await store.bookings.findByIds(leadIds)).map((b) => [b.id, b.sequence ?? 0]));
  const ids = leadIds.flatMap((leadId) => {
    const last = sequences.get(leadId);
    const first = ANNOUNCING.map((c) => deliveryId(leadId, c));
    if (last === undefined) return first;
    const changes = Array.from({ length: last + 1 }, (_, n) => [
      ...(n > 0 ? ANNOUNCING.map((c) => deliveryId(leadId, c, n)) : []),
      deliveryId(leadId, 'reminder-email', n),
    ]);
    return [...first, ...changes.flat()];
  });
  return store.deliveries.findByIds(ids);
}
