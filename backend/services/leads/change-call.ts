/**
 * A booked call's move or cancel, whoever makes it (the homeowner's link, the owner, Spam). The
 * change is written only if the booking is still the one it was computed from (same sequence,
 * not cancelled; checked in the store's atomic step with the slot), so of two racing changes one
 * wins. Then the reminder of the old sequence is withdrawn, and the change's messages and the
 * new reminder are queued (a Spam cancel queues nothing).
 */
import { isCancelled, type CallChange, type Reschedule } from '#shared/schemas/booking';
import { publicBooking } from '../../presenters/booking.presenter';
import type { StoredBooking } from '../../store/repository';
import { deliveryId } from '../../delivery/lead-messages';
import { queueMessages } from './announce-call';
import type { LeadDeps } from './index';

export type CallChangeResult =
  | { status: 'changed'; booking: StoredBooking }
  /** Another booking holds the slot. */
  | { status: 'slot-taken' }
  /** The booking changed since it was read (or is cancelled), or `onlyIf` refused it. */
  | { status: 'stale' };

export const sequenceOf = (b: StoredBooking) => b.sequence ?? 0;

/** Whether `now` is still the booking `before` was, and may be changed. */
const unchanged = (before: StoredBooking) => (now: StoredBooking) =>
  sequenceOf(now) === sequenceOf(before) && !isCancelled(now);

/**
 * Withdraw the reminder of the sequence before `after`'s and queue `after`'s change messages and
 * reminder; each id is new only once, so this may run again for the same change (recover-calls.ts).
 */
export async function announceChange(deps: LeadDeps, after: StoredBooking, silent: boolean): Promise<void> {
  const { store, delivery } = deps;
  await store.deliveries.withdrawPending(deliveryId(after.id, 'reminder-email', sequenceOf(after) - 1));
  const record = publicBooking(after);
  const reminder = delivery.reminderFor(record);
  await queueMessages(deps, [
    ...(silent ? [] : delivery.callChangeMessages(record)),
    ...(reminder ? [reminder] : []),
  ]);
}

async function afterChange(deps: LeadDeps, after: StoredBooking, silent: boolean): Promise<CallChangeResult> {
  await announceChange(deps, after, silent);
  return { status: 'changed', booking: after };
}

/** Move `before` (as read) to a new slot. */
export async function moveCall(
  deps: LeadDeps,
  before: StoredBooking,
  { scheduledDate, scheduledTime }: Reschedule,
  by: string,
  onlyIf: (now: StoredBooking) => boolean = () => true,
): Promise<CallChangeResult> {
  const at = deps.now().toISOString();
  const call: CallChange = {
    state: 'rescheduled',
    by,
    at,
    previous: { scheduledDate: before.scheduledDate, scheduledTime: before.scheduledTime },
  };
  const change = {
    scheduledDate: scheduledDate.toISOString(),
    scheduledTime,
    updatedAt: at,
    sequence: sequenceOf(before) + 1,
    call,
  };
  const check = unchanged(before);
  const result = await deps.store.bookings.reschedule(before.id, change, (b) => check(b) && onlyIf(b));
  if (result.status === 'slot-taken') return result;
  if (result.status !== 'updated') return { status: 'stale' };
  return afterChange(deps, result.record, false);
}

/** Cancel `before` (as read): its slot is free at once; `silent` (Spam) tells nobody. */
export async function cancelCall(
  deps: LeadDeps,
  before: StoredBooking,
  by: string,
  options: { reason?: string; silent?: boolean; onlyIf?: (now: StoredBooking) => boolean } = {},
): Promise<CallChangeResult> {
  const at = deps.now().toISOString();
  const call: CallChange = {
    state: 'cancelled',
    by,
    at,
    ...(options.reason ? { reason: options.reason } : {}),
  };
  const check = unchanged(before);
  const after = await deps.store.bookings.update(
    before.id,
    { call, sequence: sequenceOf(before) + 1, updatedAt: at },
    (b) => check(b) && (options.onlyIf?.(b) ?? true),
  );
  if (!after) return { status: 'stale' };
  return afterChange(deps, after, options.silent ?? false);
}
