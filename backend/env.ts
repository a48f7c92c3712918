/**
 * The server's configuration, read from process.env once at start. Anything invalid stops
 * the start with one message listing every bad variable.
 */
import { z } from 'zod';
import { BUSINESS } from '#shared/business';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_NOTIFY_EMAILS,
  DEFAULT_REMINDER_BEFORE_MINUTES,
} from './delivery/delivery-config';
import { join } from 'node:path';
import { DEFAULT_BACKUP_KEEP } from './services/backups/backups';
import { DEFAULT_DATA_DIR, DEFAULT_STATIC_DIR, fromProjectRoot } from './paths';
import { isLoopbackHost } from './lib/loopback';
import { MIN_PASSWORD_LENGTH } from '#shared/limits';
// Issue 45, request gate: per-client quota, the global cap's new default, two proxies.
import { DEFAULT_DAILY_WRITE_CAP, DEFAULT_DAILY_WRITE_QUOTA_PER_CLIENT } from './middlewares/write-guard';

// Webhook transport (issue 45): https, or http to a loopback address.
const webhookUrlIsPrivate = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || isLoopbackHost(hostname);
};

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'Must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** 'a, b,,c' as ['a', 'b', 'c']. */
const commaList = z.string().transform((v) =>
  v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Default: every interface, or only loopback behind a proxy (the proxy is the public door). */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).transform(fromProjectRoot).default(DEFAULT_DATA_DIR),
    /** PostgreSQL instead of the JSON files in DATA_DIR (several servers share it). */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'Must be a postgres:// URL' }).optional(),
    /** Where the server's backups go (default DATA_DIR/backups) and how many stay. */
    BACKUP_DIR: z.string().min(1).transform(fromProjectRoot).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(DEFAULT_BACKUP_KEEP),
    STATIC_DIR: z.string().min(1).transform(fromProjectRoot).default(DEFAULT_STATIC_DIR),
    ADMIN_USERNAME: z.string().trim().min(1).max(100).optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(200)
      .optional(),
    BUSINESS_TIMEZONE: z.string().refine(isTimeZone, 'Not a known IANA time zone').default(BUSINESS.timeZone),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
    DAILY_WRITE_CAP: z.coerce.number().int().min(0).default(DEFAULT_DAILY_WRITE_CAP),
    // Issue 45, request gate.
    /** Records one client (an IPv6 /64 as one) may store per UTC day and form; 0 turns the quota off. */
    DAILY_WRITE_QUOTA_PER_CLIENT: z.coerce
      .number()
      .int()
      .min(0)
      .default(DEFAULT_DAILY_WRITE_QUOTA_PER_CLIENT),
    /** With TRUST_PROXY: how many proxies stand in front (the client is the entry before theirs). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(5).default(1),
    /** Upcoming booked calls per client address (an IPv6 /64 as one); 0 turns the limit off. */
    MAX_UPCOMING_CALLS_PER_ADDRESS: z.coerce.number().int().min(0).default(3),
    MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(200),
    SITE_URL: z.url().default('http://localhost:3000'),
    TRUST_PROXY: flag.default(false),
    /** With TRUST_PROXY: the proxies' addresses whose X-Forwarded-* is believed (default: this machine). */
    TRUSTED_PROXIES: commaList
      .pipe(z.array(z.union([z.ipv4(), z.ipv6()], 'Must be IP addresses separated by commas')).min(1))
      .optional(),
    VITE_GOOGLE_MAPS_API_KEY: z.string().optional(),
    LOG_REQUESTS: flag.default(true),
    /** text: a readable line per event; json: one JSON object per line (journald, log tools). */
    LOG_FORMAT: z.enum(['text', 'json'], { error: 'Must be text or json' }).default('text'),
    /** Lead delivery (backend/delivery/): unset SMTP_URL keeps every email as an .eml file. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().trim().min(3).max(200).default(DEFAULT_MAIL_FROM),
    NOTIFY_EMAIL: commaList
      .pipe(z.array(z.email('Must be email addresses separated by commas')).min(1).max(20))
      .default(DEFAULT_NOTIFY_EMAILS),
    WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'Must be an http:// or https:// URL' }).optional(),
    WEBHOOK_SECRET: z.string().min(16, 'Must be at least 16 characters').optional(),
    /** The homeowner's reminder email goes this long before a booked call; 0 sends none. */
    REMINDER_BEFORE_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(30 * 24 * 60)
      .default(DEFAULT_REMINDER_BEFORE_MINUTES),
    /** Key of the manage links in emails; default: a key made in DATA_DIR (several servers must share one). */
    MANAGE_LINK_SECRET: z.string().min(32, 'Must be at least 32 characters').optional(),
    /** Longest a client may take to send a whole request (slow-body attacks); server.ts defaults it. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).optional(),
  })
  .refine((env) => !env.WEBHOOK_URL || env.WEBHOOK_SECRET, {
    path: ['WEBHOOK_SECRET'],
    message: 'Required when WEBHOOK_URL is set (the receiver checks each request with it)',
  })
  // Webhook transport (issue 45): lead details never cross the network in clear.
  .refine((env) => !env.WEBHOOK_URL || webhookUrlIsPrivate(env.WEBHOOK_URL), {
    path: ['WEBHOOK_URL'],
    message: 'Must be an https:// URL (plain http:// only to this machine: localhost, 127.0.0.1, ::1)',
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.TRUST_PROXY ? '127.0.0.1' : '0.0.0.0'),
    BACKUP_DIR: env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups'),
  }));

/** The parsed configuration. */
export type Env = z.output<typeof EnvSchema>;

/** Thrown when the environment does not parse; the message is meant for the operator. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parse a set of variables (process.env by default). Blank values count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = EnvSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}
