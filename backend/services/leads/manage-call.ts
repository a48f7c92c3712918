/**
 * /api/manage-call: the homeowner's manage link. The link's secret finds its booking by the
 * secret's hash; every link that does not work (unknown, the call cancelled or started, a
 * booking without a slot) gets the same 404, so it never tells whether a booking exists.
 */
import { callStart } from '#shared/booking-window';
import { heldSlot, slotKey } from '#shared/booking-slot';
import { HOMEOWNER, type Reschedule } from '#shared/schemas/booking';
import { MANAGE_LINK_INVALID } from '#shared/schemas/manage-call';
import { conflict, notFound } from '../../lib/http-errors';
import { manageTokenHash, manageTokenMatches } from '../../lib/manage-token';
import type { StoredBooking } from '../../store/repository';
import { SLOT_TAKEN_MESSAGE, assertBookable } from './booking-rules';
import { cancelCall, moveCall, type CallChangeResult } from './change-call';
import type { LeadDeps } from './index';
import { recordCallChange } from '../lead-activity';

/** Whether the link still works for this booking: its own, the call standing and not started. */
function linkWorks(
  deps: LeadDeps,
  booking: StoredBooking | undefined,
  token: string,
): booking is StoredBooking {
  return (
    booking !== undefined &&
    manageTokenMatches(booking.manageTokenHash, token) &&
    heldSlot(booking, deps.timeZone) !== null &&
    callStart(booking, deps.timeZone).getTime() > deps.now().getTime()
  );
}

/** The booking a manage link opens; the one 404 otherwise. */
export async function managedBooking(deps: LeadDeps, token: string): Promise<StoredBooking> {
  const booking = token ? await deps.store.bookings.findByManageTokenHash(manageTokenHash(token)) : undefined;
  if (!linkWorks(deps, booking, token)) throw notFound(MANAGE_LINK_INVALID);
  return booking;
}

/**
 * A change through the link, decided again against the booking as stored when a racing change
 * came first (the link may have stopped working meanwhile).
 */
async function changeByLink(
  deps: LeadDeps,
  token: string,
  change: (before: StoredBooking) => Promise<CallChangeResult>,
): Promise<StoredBooking> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await managedBooking(deps, token);
    const result = await change(before);
    if (result.status === 'slot-taken') throw conflict(SLOT_TAKEN_MESSAGE);
    if (result.status === 'changed') {
      await recordCallChange(deps.store.leadActivity, before, result.booking, HOMEOWNER, deps.now());
      return result.booking;
    }
  }
  throw notFound(MANAGE_LINK_INVALID);
}

/** PATCH: move the call to another open slot of the booking window. */
export async function rescheduleManagedCall(
  deps: LeadDeps,
  token: string,
  schedule: Reschedule,
): Promise<StoredBooking> {
  const before = await managedBooking(deps, token);
  assertBookable(schedule, deps.now(), deps.timeZone, { placeholder: 'refuse' });
  // The same slot again (a repeated request) is no move.
  if (heldSlot(before, deps.timeZone) === slotKey(schedule, deps.timeZone)) return before;
  const stillLinked = (b: StoredBooking) => linkWorks(deps, b, token);
  return changeByLink(deps, token, (b) => moveCall(deps, b, schedule, HOMEOWNER, stillLinked));
}

/** DELETE: cancel the call; its slot is free at once. */
export async function cancelManagedCall(deps: LeadDeps, token: string): Promise<void> {
  const stillLinked = (b: StoredBooking) => linkWorks(deps, b, token);
  await changeByLink(deps, token, (b) => cancelCall(deps, b, HOMEOWNER, { onlyIf: stillLinked }));
}
