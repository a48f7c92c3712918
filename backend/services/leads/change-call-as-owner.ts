/**
 * The owner's controls of a booked call (/api/admin/leads/:id/reschedule and /cancel-call):
 * on the lead's version last seen, like a status change, so a stale change gets the 409 the
 * status gives. The owner may move a call to any open slot up to OWNER_RESCHEDULE_DAYS ahead.
 * Marking a booking Spam cancels its call too, telling nobody.
 */
import { heldSlot } from '#shared/booking-slot';
import { OWNER_RESCHEDULE_DAYS } from '#shared/limits';
import { SPAM_CANCEL_REASON } from '#shared/schemas/booking';
import type { CancelCallInput, OwnerReschedule, StatusChange } from '#shared/schemas/lead-status';
import { badRequest, conflict } from '../../lib/http-errors';
import type { StoredBooking } from '../../store/repository';
import {
  activityOf,
  changeStatus,
  recordCallChange,
  type ActivityResult,
  type LeadRef,
} from '../lead-activity';
import { SLOT_TAKEN_MESSAGE, assertBookable } from './booking-rules';
import { cancelCall, moveCall, type CallChangeResult } from './change-call';
import type { LeadDeps } from './index';

export const NOT_A_BOOKED_CALL = 'This lead has no booked call to change';

async function ownerChange(
  deps: LeadDeps,
  lead: LeadRef,
  version: number,
  user: string,
  change: (before: StoredBooking) => Promise<CallChangeResult>,
): Promise<ActivityResult> {
  const { store, timeZone } = deps;
  const booking = lead.kind === 'booking' ? await store.bookings.findById(lead.id) : undefined;
  if (!booking || heldSlot(booking, timeZone) === null) throw badRequest(NOT_A_BOOKED_CALL);
  const current = activityOf(await store.leadActivity.findById(lead.id));
  if (current.version !== version) return { ok: false, current };
  const result = await change(booking);
  if (result.status === 'slot-taken') throw conflict(SLOT_TAKEN_MESSAGE);
  // Another change of the call came first.
  if (result.status === 'stale')
    return { ok: false, current: activityOf(await store.leadActivity.findById(lead.id)) };
  return recordCallChange(store.leadActivity, booking, result.booking, user, deps.now());
}

export function rescheduleAsOwner(
  deps: LeadDeps,
  lead: LeadRef,
  { version, ...schedule }: OwnerReschedule,
  user: string,
): Promise<ActivityResult> {
  assertBookable(schedule, deps.now(), deps.timeZone, {
    placeholder: 'refuse',
    windowDays: OWNER_RESCHEDULE_DAYS,
  });
  return ownerChange(deps, lead, version, user, (before) => moveCall(deps, before, schedule, user));
}

export function cancelAsOwner(
  deps: LeadDeps,
  lead: LeadRef,
  { version, reason }: CancelCallInput,
  user: string,
): Promise<ActivityResult> {
  return ownerChange(deps, lead, version, user, (before) => cancelCall(deps, before, user, { reason }));
}

/** A status change; Spam on a booking frees its slot and withdraws its reminder, sending nothing. */
export async function changeLeadStatus(
  deps: LeadDeps,
  lead: LeadRef,
  change: StatusChange,
  user: string,
): Promise<ActivityResult> {
  const result = await changeStatus(deps.store.leadActivity, lead, change, user, deps.now());
  if (!result.ok || change.status !== 'spam' || lead.kind !== 'booking') return result;
  for (let attempt = 0; attempt < 3; attempt++) {
    const booking = await deps.store.bookings.findById(lead.id);
    if (!booking || heldSlot(booking, deps.timeZone) === null) break;
    const cancelled = await cancelCall(deps, booking, user, { reason: SPAM_CANCEL_REASON, silent: true });
    if (cancelled.status === 'changed') break;
  }
  return result;
}
