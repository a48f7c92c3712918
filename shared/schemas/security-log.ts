/**
 * The security event log (ASVS V16): one line per sign-in, refusal or account change in the
 * server's log, and the latest ones on the admin's System page (GET /api/admin/security-log).
 */

/** Every event the log records. */
export const SECURITY_EVENTS = [
  'sign-in',
  'sign-in-throttled',
  'sign-out',
  'account-created',
  'password-changed',
  'role-changed',
  'account-disabled',
  'account-enabled',
  'sessions-ended',
  'csrf-refused',
  'quota-exceeded',
] as const;

/** One kind of security event. */
export type SecurityEventName = (typeof SECURITY_EVENTS)[number];

/** How the event ended: done, refused by a rule, or a wrong credential. */
export type SecurityOutcome = 'ok' | 'refused' | 'failed';

/** One recorded event, as the log line carries it and the admin lists it. */
export interface SecurityLogEntry {
  at: string;
  event: SecurityEventName;
  outcome: SecurityOutcome;
  /** The account's username (absent when no account was named or it does not exist). */
  user?: string;
  /** The request's client address, or "cli" for the command line. */
  client?: string;
  detail?: string;
}

/** How many events the admin shows (the newest; the server's log keeps them all). */
export const SECURITY_LOG_SHOWN = 200;
