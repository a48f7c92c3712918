/**
 * What a stored message becomes when it is sent: the lead as the message describes it (a booked
 * call's change or reminder as its snapshot saw the call), then the email or the webhook body
 * its channel and event call for.
 */
import type { SendMailOptions } from 'nodemailer';
import { isCancelled } from '#shared/schemas/booking';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { homeownerEmail, type HomeownerEmail } from './booking-confirmation';
import { asDescribed } from './call-messages';
import type { DeliveryConfig } from './delivery-config';
import type { Lead } from './lead-event';
import { ownerCallChange } from './owner-call-change';
import { ownerNotification } from './owner-notification';
import { DeliveryFailure } from './retry-policy';

/** The homeowner's email each event sends. */
const CONFIRMATIONS: Record<DeliveryRecord['event'], HomeownerEmail> = {
  'lead.created': 'booked',
  'booking.created': 'booked',
  'booking.rescheduled': 'moved',
  'booking.cancelled': 'cancelled',
};

/** Whether an event is a booked call's move or cancel (the owner is told with its own email). */
const isCallChange = (event: DeliveryRecord['event']) =>
  event === 'booking.rescheduled' || event === 'booking.cancelled';

/**
 * The lead as the message describes it. A reminder whose call has since been moved or cancelled
 * is refused for good: its withdrawal normally removes it first, this covers a send already under way.
 */
export function describedLead(message: DeliveryRecord, lead: Lead): Lead {
  if (lead.kind !== 'booking') return lead;
  const now = lead.record;
  if (
    message.channel === 'reminder-email' &&
    (isCancelled(now) || (now.sequence ?? 0) !== (message.call?.sequence ?? 0))
  )
    throw new DeliveryFailure('The call was moved or cancelled since this reminder was scheduled', true);
  return { kind: 'booking', record: asDescribed(now, message.call) };
}

/** The webhook's body: the lead, and for a move the time it was moved from. */
export function webhookPayload(message: DeliveryRecord, lead: Lead) {
  const previous =
    lead.kind === 'booking' && message.event === 'booking.rescheduled' && lead.record.call?.previous;
  return { event: message.event, data: previous ? { ...lead.record, previous } : lead.record };
}

export function emailOf(message: DeliveryRecord, lead: Lead, config: DeliveryConfig): SendMailOptions {
  if (lead.kind === 'booking') {
    if (message.channel === 'reminder-email') return homeownerEmail('reminder', lead.record, config);
    if (message.channel === 'confirmation-email')
      return homeownerEmail(CONFIRMATIONS[message.event], lead.record, config);
    if (isCallChange(message.event)) return ownerCallChange(lead.record, config, message.to);
  }
  return ownerNotification(lead, config, message.to);
}
