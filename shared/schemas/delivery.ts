/**
 * Lead delivery: the messages a new lead causes (owner email, homeowner confirmation, webhook),
 * each stored as a record the server's delivery worker sends, retries and reports. The admin's
 * delivery pages and the /api/admin delivery routes share these types.
 */
import { z } from 'zod';
import type { CallChange } from './booking';
import { UNSUPPORTED_CHARACTER, isPlainText } from './fields';
import type { LeadKind } from './lead';

/** What a message is for. */
export const DELIVERY_CHANNELS = ['owner-email', 'confirmation-email', 'webhook', 'reminder-email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * queued: waiting for its first attempt; sent: accepted by the SMTP server or the webhook (2xx);
 * retrying: an attempt failed, another follows; failed: refused for good, or retried for 48 hours;
 * kept: written as an .eml file because email is not configured (SMTP_URL unset).
 */
export const DELIVERY_STATES = ['queued', 'sent', 'retrying', 'failed', 'kept'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The webhook's event names (the body's `event`). */
export const DELIVERY_EVENTS = [
  'lead.created',
  'booking.created',
  'booking.rescheduled',
  'booking.cancelled',
] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

/**
 * The booked call as a message describes it, copied when the message is made, so that it tells
 * of its own change even if another follows before it is sent.
 */
export interface CallSnapshot {
  /** The event's iCalendar SEQUENCE after this change. */
  sequence: number;
  scheduledDate: string;
  scheduledTime: string;
  /** The change (who, when, the earlier time, the reason); none for a call never changed. */
  call?: CallChange;
}

/** One message about one lead, as stored and as the admin API answers it. */
export interface DeliveryRecord {
  /**
   * `<leadId>.<channel>`: one message per lead and channel, so a replayed lead adds none; a
   * booked call's change n adds `<leadId>.<channel>.<n>`, its reminder is `<leadId>.reminder-email.<n>`.
   */
  id: string;
  leadId: string;
  leadKind: LeadKind;
  event: DeliveryEvent;
  channel: DeliveryChannel;
  /** Email addresses, or the webhook's origin and path (never its query or credentials). */
  to: string[];
  state: DeliveryState;
  /** Attempts made so far. */
  attempts: number;
  createdAt: string;
  updatedAt?: string;
  /** When the next attempt is due (queued and retrying only). */
  nextAttemptAt?: string;
  /** The last failure: the SMTP server's answer, the HTTP status, or the connection error. */
  lastError?: string;
  /** When the SMTP server or webhook accepted it (sent), or the file was written (kept). */
  sentAt?: string;
  /** The SMTP server's or webhook's acceptance answer (e.g. '250 2.0.0 OK queued'). */
  response?: string;
  /** kept: the .eml file's name in DATA_DIR/mail. */
  file?: string;
  /** A booked call's change or reminder: the call as it was when the message was made. */
  call?: CallSnapshot;
  /** A reminder: when it is meant to go (its retries are counted from then, not from createdAt). */
  sendAt?: string;
}

/** States that still expect an attempt. */
export const PENDING_STATES: readonly DeliveryState[] = ['queued', 'retrying'];

/** GET /api/admin/deliveries: ?state=failed,retrying (default) and/or ?leadIds=a,b, plus paging. */
export const DeliveryListQuerySchema = z.object({
  state: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const states = (v ?? 'failed,retrying').split(',').filter(Boolean);
      const unknown = states.filter((s) => !(DELIVERY_STATES as readonly string[]).includes(s));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `state must be among ${DELIVERY_STATES.join(', ')}` });
        return z.NEVER;
      }
      return states as DeliveryState[];
    }),
  leadIds: z
    .string()
    .max(100 * 40, 'leadIds is too long')
    .refine(isPlainText, UNSUPPORTED_CHARACTER)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : undefined)),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type DeliveryListQuery = z.output<typeof DeliveryListQuerySchema>;

/** How mail leaves the server: an SMTP server (host only, never the password) or .eml files. */
export type MailTransportInfo =
  { kind: 'smtp'; host: string; port: number; secure: boolean } | { kind: 'files'; folder: string };

/** GET /api/admin/delivery-settings. */
export interface DeliverySettings {
  mail: MailTransportInfo;
  /** MAIL_FROM. */
  from: string;
  /** NOTIFY_EMAIL: who is told about each new lead. */
  notify: string[];
  /** WEBHOOK_URL's origin and path, or null when no webhook is set. */
  webhookUrl: string | null;
  /** Messages per state, over every lead. */
  counts: Record<DeliveryState, number>;
}

/** POST /api/admin/delivery-settings/test-email: what the SMTP server answered (or where the file went). */
export interface TestEmailResult {
  ok: boolean;
  to: string[];
  /** The server's answer on success, its refusal or the connection error otherwise. */
  message: string;
}
