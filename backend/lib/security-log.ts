/**
 * Security events: one log line each (event, user, client address, outcome) through the server's
 * logger, and the newest SECURITY_LOG_SHOWN kept in this process's memory for the System page.
 * The log line is the record; the memory is a glance at recent activity and starts empty after a
 * restart. Callers pass only names and addresses: never a password, token, cookie or lead field.
 */
import {
  SECURITY_LOG_SHOWN,
  type SecurityEventName,
  type SecurityLogEntry,
  type SecurityOutcome,
} from '#shared/schemas/security-log';
import { log } from './log';

export type { SecurityEventName } from '#shared/schemas/security-log';

export interface SecurityEventFields {
  user?: string;
  client?: string;
  outcome: SecurityOutcome;
  detail?: string;
}

/** Longest text kept of any field: a username or a short reason, never a payload. */
const FIELD_LIMIT = 100;

/**
 * The events anyone outside can raise by the thousand (cross-site posts, throttled sign-ins,
 * quota refusals) are kept apart from the others, so a flood of them cannot push sign-ins and
 * account events, failed ones included, out of the admin's view.
 */
const FLOODABLE: ReadonlySet<SecurityEventName> = new Set([
  'csrf-refused',
  'sign-in-throttled',
  'quota-exceeded',
]);
type Kept = { n: number; entry: SecurityLogEntry };
const refusals: Kept[] = [];
const others: Kept[] = [];
/** Insertion order: many events share one millisecond. */
let counter = 0;
/** The most floodable events the view shows while other events fill the rest. */
const REFUSALS_SHOWN = SECURITY_LOG_SHOWN / 2;

function keep(list: Kept[], entry: SecurityLogEntry): void {
  list.push({ n: counter++, entry });
  if (list.length > SECURITY_LOG_SHOWN) list.splice(0, list.length - SECURITY_LOG_SHOWN);
}

/** Control characters (and line breaks) out, length capped: a field cannot forge a log line. */
const clean = (text: string | undefined) =>
  // eslint-disable-next-line no-control-regex
  text === undefined ? undefined : text.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?').slice(0, FIELD_LIMIT);

/** Record one security event. */
export function securityEvent(event: SecurityEventName, fields: SecurityEventFields): void {
  const entry: SecurityLogEntry = { at: new Date().toISOString(), event, outcome: fields.outcome };
  const user = clean(fields.user);
  const client = clean(fields.client);
  const detail = clean(fields.detail);
  if (user !== undefined) entry.user = user;
  if (client !== undefined) entry.client = client;
  if (detail !== undefined) entry.detail = detail;
  keep(FLOODABLE.has(event) ? refusals : others, entry);

  const text = [
    `security ${event} ${entry.outcome}`,
    user !== undefined && `user=${JSON.stringify(user)}`,
    client !== undefined && `client=${client}`,
    detail !== undefined && `(${detail})`,
  ]
    .filter(Boolean)
    .join(' ');
  const fieldsOut = { security: entry };
  if (entry.outcome === 'ok') log.info(text, fieldsOut);
  else log.warn(text, fieldsOut);
}

/**
 * The newest SECURITY_LOG_SHOWN events kept in memory, newest first; the floodable ones take at
 * most half of them while there are other events to show.
 */
export function recentSecurityEvents(): SecurityLogEntry[] {
  const refused = refusals.slice(-Math.max(REFUSALS_SHOWN, SECURITY_LOG_SHOWN - others.length));
  const rest = others.slice(-(SECURITY_LOG_SHOWN - refused.length));
  return [...refused, ...rest]
    .sort((a, b) => b.n - a.n)
    .slice(0, SECURITY_LOG_SHOWN)
    .map((kept) => kept.entry);
}
