/** How a lead's work reads in words: status and call changes, the speed to lead, what a conflicting change was. */
import '../../../lib/zod-csp';
import {
  LEAD_STATUS_LABELS,
  LOST_REASON_LABELS,
  type StatusConflict,
  type StatusEvent,
} from '#shared/schemas/lead-status';
import type { StoredSchedule } from '#shared/schemas/booking';
import { formatDateTime, formatSchedule } from '../format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An elapsed time in the two largest units: '12 min', '1 h 12 min', '3 days 2 h'. */
export function formatDuration(ms: number): string {
  if (ms < MINUTE) return 'less than a minute';
  const minutes = Math.floor(ms / MINUTE);
  if (ms < HOUR) return `${minutes} min`;
  const hours = Math.floor(ms / HOUR);
  if (ms < DAY) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(ms / DAY);
  return hours % 24 ? `${plural(days, 'day', 'days')} ${hours % 24} h` : plural(days, 'day', 'days');
}

/** 'First contacted after 1 h 12 min', or nothing before the lead was first contacted. */
export function speedToLead(receivedAt: string, firstContactedAt: string | undefined): string | undefined {
  if (!firstContactedAt) return undefined;
  const ms = Math.max(0, Date.parse(firstContactedAt) - Date.parse(receivedAt));
  return `First contacted after ${formatDuration(ms)}`;
}

/** A status with the reason a lost lead was lost: 'Lost (Price)'. */
export function statusText(status: StatusEvent['to'], lostReason?: StatusEvent['lostReason']): string {
  const label = LEAD_STATUS_LABELS[status];
  return status === 'lost' && lostReason ? `${label} (${LOST_REASON_LABELS[lostReason]})` : label;
}

/** 'Call rescheduled from Thu, Mar 5, 2026 at 10:00 AM to Fri, Mar 6, 2026 at 2:00 PM' or 'Call cancelled'. */
function callChangeText(call: NonNullable<StatusEvent['call']>): string {
  if (call.state === 'cancelled') return 'Call cancelled';
  const at = (s?: StoredSchedule) => s && formatSchedule(s.scheduledDate, s.scheduledTime);
  const from = at(call.from);
  const to = at(call.to);
  return ['Call rescheduled', from && `from ${from}`, to && `to ${to}`].filter(Boolean).join(' ');
}

/** 'New → Lost (Price)', or what a call change did (the status stays as it was). */
export function changeText(event: StatusEvent): string {
  if (event.call) return callChangeText(event.call);
  return `${LEAD_STATUS_LABELS[event.from]} → ${statusText(event.to, event.lostReason)}`;
}

/** What the change that came first was: 'owner moved it from New to Contacted at Mar 5, 3:04 PM'. */
export function otherChangeText(conflict: StatusConflict): string {
  const { lastChange, current } = conflict;
  const lastNote = current.notes.at(-1);
  // The version also moves with a note; name the note when it is newer than the last status change.
  if (lastNote && (!lastChange || lastNote.at > lastChange.at))
    return `${lastNote.user} added a note at ${formatDateTime(lastNote.at)}`;
  if (!lastChange) return `it is now ${statusText(current.status, current.lostReason)}`;
  if (lastChange.call)
    return `${lastChange.user} ${lastChange.call.state === 'cancelled' ? 'cancelled' : 'rescheduled'} the call at ${formatDateTime(lastChange.at)}`;
  const to = statusText(lastChange.to, lastChange.lostReason);
  return `${lastChange.user} moved it from ${LEAD_STATUS_LABELS[lastChange.from]} to ${to} at ${formatDateTime(lastChange.at)}`;
}
