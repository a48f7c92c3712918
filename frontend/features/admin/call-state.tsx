/**
 * A booked call's state in words and as a badge, from the booking's `call` (absent: booked as
 * first chosen). The lead page, the inbox and the dashboard's booked-calls list all say it so.
 */
import { Badge } from '@mantine/core';
import { HOMEOWNER, type CallChange } from '#shared/schemas/booking';
import { formatDateTime, formatSchedule } from './format';

/** The short label: 'Booked', 'Rescheduled' or 'Cancelled'. */
export function callStateLabel(state: CallChange['state'] | undefined): string {
  if (state === 'rescheduled') return 'Rescheduled';
  if (state === 'cancelled') return 'Cancelled';
  return 'Booked';
}

/** Who changed the call, as the owner reads it. */
const byWhom = (by: string) => (by === HOMEOWNER ? 'the homeowner' : by);

/** 'Booked', 'Rescheduled from Thu, Mar 5, 2026 at 10:00 AM', 'Cancelled by the homeowner on Mar 6, 3:04 PM'. */
export function callStateText(call: CallChange | undefined): string {
  if (call?.state === 'rescheduled' && call.previous)
    return `Rescheduled from ${formatSchedule(call.previous.scheduledDate, call.previous.scheduledTime)}`;
  if (call?.state === 'cancelled') return `Cancelled by ${byWhom(call.by)} on ${formatDateTime(call.at)}`;
  return callStateLabel(call?.state);
}

// Light badges, as the inbox's status badges are.
const BADGE_COLORS = { rescheduled: 'blue', cancelled: 'gray' } as const;

/** A badge for a moved or cancelled call; nothing for a call booked as chosen. */
export function CallStateBadge({ state }: { state: CallChange['state'] | undefined }) {
  if (!state) return null;
  return (
    <Badge color={BADGE_COLORS[state]} variant="light" styles={{ label: { overflow: 'visible' } }}>
      {callStateLabel(state)}
    </Badge>
  );
}
