/**
 * Lead delivery as the app uses it: messagesFor() says which messages a lead causes (the lead
 * service stores them with the lead) and wake() has the worker send them; the admin reads the
 * settings, retries a message and sends a test email. Built once by createApp; stop() before
 * the store closes.
 */
import { join } from 'node:path';
import { BUSINESS } from '#shared/business';
import type { BookingRecord } from '#shared/schemas/booking';
import type { DeliveryRecord, DeliverySettings, TestEmailResult } from '#shared/schemas/delivery';
import type { Repositories } from '../store/repository';
import { callChangeMessages, reminderMessage } from './call-messages';
import { describedLead, emailOf, webhookPayload } from './compose-message';
import { displayUrl, type DeliveryConfig } from './delivery-config';
import { DeliveryWorker } from './delivery-worker';
import { findLead, type Lead } from './lead-event';
import { messagesFor } from './lead-messages';
import { createMailer, type MailOutcome } from './mail-transport';
import { DEFAULT_RETRY_POLICY, DeliveryFailure, type RetryPolicy } from './retry-policy';
import { postWebhook } from './webhook-sender';

export type RetryResult =
  | { status: 'queued'; record: DeliveryRecord }
  | { status: 'not-found' }
  | { status: 'done'; record: DeliveryRecord };

export interface LeadDelivery {
  /** The messages a new lead causes, to be stored with it. */
  messagesFor(lead: Lead): DeliveryRecord[];
  /** The messages of a booked call's latest change (its `call` and `sequence` say which). */
  callChangeMessages(booking: BookingRecord): DeliveryRecord[];
  /** The booked call's reminder for its current sequence, if one is to be sent. */
  reminderFor(booking: BookingRecord): DeliveryRecord | undefined;
  /** Have the worker look for due messages now (new ones were stored). */
  wake(): void;
  /** Queue a failed or retrying message for an attempt now. */
  retryNow(id: string): Promise<RetryResult>;
  settings(): Promise<DeliverySettings>;
  testEmail(): Promise<TestEmailResult>;
  /** An email to the owner (NOTIFY_EMAIL) about the site itself, sent once, not queued. */
  ownerNotice(subject: string, text: string): Promise<void>;
  start(): void;
  /** Tests: resolves once nothing due is left to send. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface LeadDeliveryOptions {
  now: () => Date;
  policy?: RetryPolicy;
  /** Resolves when the server has a quiet moment: messages go out between requests. */
  quiet?: () => Promise<void>;
}

export function createLeadDelivery(
  store: Repositories,
  config: DeliveryConfig,
  { now, policy = DEFAULT_RETRY_POLICY, quiet }: LeadDeliveryOptions,
): LeadDelivery {
  const mailer = createMailer(config.smtpUrl, config.mailDir);

  async function send(message: DeliveryRecord): Promise<MailOutcome> {
    const stored = await findLead(store, message.leadId, message.leadKind);
    if (!stored) throw new DeliveryFailure('The lead is not stored: its request did not complete', true);
    const lead = describedLead(message, stored);
    if (message.channel === 'webhook') {
      if (!config.webhookUrl || !config.webhookSecret)
        throw new DeliveryFailure('WEBHOOK_URL is no longer set', true);
      const payload = webhookPayload(message, lead);
      const response = await postWebhook(config.webhookUrl, config.webhookSecret, message.id, payload, now());
      return { state: 'sent', response };
    }
    return mailer.send(emailOf(message, lead, config), message.id);
  }

  const worker = new DeliveryWorker({ deliveries: store.deliveries, send, policy, now, quiet });

  return {
    messagesFor: (lead) => messagesFor(lead, config, now()),
    callChangeMessages: (booking) => callChangeMessages(booking, config, now()),
    reminderFor: (booking) => reminderMessage(booking, config, now()),
    wake: () => worker.kick(),

    async retryNow(id) {
      const at = now().toISOString();
      const record = await store.deliveries.update(
        id,
        { state: 'queued', nextAttemptAt: at, updatedAt: at },
        (before) => before.state === 'failed' || before.state === 'retrying' || before.state === 'queued',
      );
      if (record) {
        worker.kick();
        return { status: 'queued', record };
      }
      const existing = await store.deliveries.findById(id);
      return existing ? { status: 'done', record: existing } : { status: 'not-found' };
    },

    async settings() {
      return {
        mail: mailer.info,
        from: config.mailFrom,
        notify: config.notifyEmails,
        webhookUrl: config.webhookUrl ? displayUrl(config.webhookUrl) : null,
        counts: await store.deliveries.countByState(),
      };
    },

    async testEmail() {
      const to = config.notifyEmails;
      const message = {
        from: config.mailFrom,
        to,
        subject: `Test email from ${BUSINESS.name}`,
        text: `This test shows that email from the ${BUSINESS.name} site reaches you. Sent ${now().toISOString()}.\n`,
      };
      try {
        const outcome = await mailer.send(message, `test-${now().getTime()}`);
        const answer =
          outcome.state === 'sent'
            ? outcome.response
            : `Email is not configured: the message was kept as ${join(config.mailDir, outcome.file)}`;
        return { ok: true, to, message: answer };
      } catch (err) {
        return { ok: false, to, message: err instanceof Error ? err.message : String(err) };
      }
    },

    async ownerNotice(subject, text) {
      await mailer.send(
        { from: config.mailFrom, to: config.notifyEmails, subject, text },
        `notice-${now().getTime()}`,
      );
    },

    start: () => worker.start(),
    idle: () => worker.idle(),
    async stop() {
      await worker.stop();
      mailer.close();
    },
  };
}
