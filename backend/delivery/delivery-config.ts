/** Where a lead's messages go, as configured at start (SMTP_URL, MAIL_FROM, NOTIFY_EMAIL, WEBHOOK_*). */
import { BUSINESS } from '#shared/business';

export interface DeliveryConfig {
  /** smtp:// or smtps:// with user and password; unset: messages are kept as .eml files. */
  smtpUrl?: string;
  /** The From of every email. */
  mailFrom: string;
  /** Who is told about each new lead. */
  notifyEmails: string[];
  /** Where lead events are POSTed; with the secret that signs them. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** Public origin: links in emails point at its admin. */
  siteUrl: string;
  /** Business time zone: every time in a message is shown in it. */
  timeZone: string;
  /** Folder of the .eml files written while email is not configured. */
  mailDir: string;
  /** How long before a booked call its reminder goes (REMINDER_BEFORE_MINUTES); 0: none. */
  reminderBeforeMinutes: number;
  /** The key the manage links' secrets are derived with (backend/lib/manage-token.ts). */
  manageKey: string;
}

/** REMINDER_BEFORE_MINUTES's default: a day before the call. */
export const DEFAULT_REMINDER_BEFORE_MINUTES = 24 * 60;

/** MAIL_FROM's default: the business's own address under its name. */
export const DEFAULT_MAIL_FROM = `"${BUSINESS.name}" <${BUSINESS.email}>`;
/** NOTIFY_EMAIL's default: the business's own address. */
export const DEFAULT_NOTIFY_EMAILS = [BUSINESS.email];

/** A URL fit to show: origin and path, never credentials or the query (either may be a secret). */
export function displayUrl(url: string): string {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
}
