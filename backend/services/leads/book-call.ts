/**
 * POST /api/booked-calls: lander-c/d bookings. The server rules are checked, then the slot is
 * claimed in one atomic repository call, so of two racing requests exactly one wins. lander-d's
 * step 1 stores a provisional booking whose answer carries the edit token its step 2 needs; a
 * booking that replaces that placeholder (Back and edit, or a token past its hour at step 2)
 * names it with its token: stored first, the placeholder withdrawn after.
 */
import { randomUUID } from 'node:crypto';
import { isProvisionalSchedule } from '#shared/booking-window';
import type { Booking, BookingRecord } from '#shared/schemas/booking';
import { conflict, gone } from '../../lib/http-errors';
import { manageToken, manageTokenHash as manageTokenHashOf } from '../../lib/manage-token';
import { publicBooking } from '../../presenters/booking.presenter';
import type { StoredBooking } from '../../store/repository';
import { assertFaithfulReplay, assertIdNotHeldBy, isBot } from '../saved-record';
import { announceCall } from './announce-call';
import {
  BOOKING_WITHDRAWN,
  SLOT_TAKEN_MESSAGE,
  assertBookable,
  assertSlotOpen,
  bookingLimits,
  clientKeyHashOf,
  limitConflict,
} from './booking-rules';
import { issueEditToken, stillEditable, tokenMatches } from './edit-token';
import type { LeadDeps } from './index';
import { withdrawable } from './withdraw-call';

/** lander-d's placeholder a new booking replaces, and the edit token that shows it is the visitor's. */
export interface ReplacedBooking {
  id: string;
  token: string;
}

export interface BookedCall {
  /** False for a replay of a stored booking. */
  created: boolean;
  booking: StoredBooking;
  /** Only for a provisional booking still editable; a replay answers the same one. */
  editToken?: string;
}

function toRecord(input: Booking, now: Date): BookingRecord {
  const { id, website: _honeypot, scheduledDate, ...fields } = input;
  return {
    id: id ?? randomUUID(),
    ...fields,
    scheduledDate: scheduledDate.toISOString(),
    createdAt: now.toISOString(),
  };
}

/** A booking rescheduled (or cancelled) since its create may be replayed as it was created. */
const replayIgnores = (existing: BookingRecord) =>
  existing.updatedAt ? ['scheduledDate', 'scheduledTime', 'sequence', 'call'] : [];

/** A create whose id is stored: the stored booking for a faithful replay (422 otherwise). */
async function replay(
  deps: LeadDeps,
  existing: StoredBooking,
  candidate: BookingRecord,
  at: Date,
  replaces?: ReplacedBooking,
): Promise<BookedCall> {
  const { store, timeZone } = deps;
  // publicBooking() drops the tokens' hashes, so they never take part in the comparison.
  assertFaithfulReplay(publicBooking(existing), candidate, replayIgnores(existing));
  // A crash between the booking's write and its messages' (or the placeholder's withdrawal) leaves them to the replay.
  await announceCall(deps, existing);
  await withdrawReplaced(deps, replaces);
  // A client that lost the create's answer (an outbox retry) lost the token with it: while the
  // booking is still editable a replay answers it again. The same token: one the device got from
  // an earlier answer keeps working.
  if (!stillEditable(existing, at, timeZone)) return { created: false, booking: existing };
  const token = issueEditToken(existing.id, deps.manageKey);
  if (tokenMatches(existing, token.token))
    return { created: false, booking: existing, editToken: token.token };
  // Stored with a random token before tokens were derived: this answer's takes its place.
  const renewed = await store.bookings.update(existing.id, { editTokenHash: token.hash }, (b) =>
    stillEditable(b, at, timeZone),
  );
  return renewed
    ? { created: false, booking: renewed, editToken: token.token }
    : { created: false, booking: existing };
}

/** The placeholder `replaces` names, if its token is shown and it still has no slot. */
async function placeholderOf(deps: LeadDeps, replaces?: ReplacedBooking): Promise<string | undefined> {
  if (!replaces) return undefined;
  const placeholder = await deps.store.bookings.findById(replaces.id);
  return placeholder && withdrawable(placeholder, replaces.token, deps.timeZone) ? placeholder.id : undefined;
}

/** Withdraw the replaced placeholder once its replacement is stored; checked again as it goes. */
async function withdrawReplaced(deps: LeadDeps, replaces?: ReplacedBooking): Promise<void> {
  if (!(await placeholderOf(deps, replaces))) return;
  await deps.store.bookings.withdraw(replaces!.id, (b) => withdrawable(b, replaces!.token, deps.timeZone));
}

/**
 * `clientKey` is the client's address key (lib/client-key.ts): the per-address limit counts
 * the upcoming calls booked under its hash. `replaces`: lander-d's placeholder this booking
 * takes the place of (ignored unless its token matches and it still has no slot).
 */
export async function bookCall(
  deps: LeadDeps,
  input: Booking,
  clientKey?: string,
  replaces?: ReplacedBooking,
): Promise<BookedCall> {
  const { store, now, timeZone } = deps;
  const at = now();
  const record = toRecord(input, at);
  // lander-d's step 1: the answer carries the token its step 2 needs (lander-c's gets none).
  const provisional = isProvisionalSchedule(input.scheduledDate, input.scheduledTime, timeZone);
  const token = provisional ? issueEditToken(record.id, deps.manageKey) : undefined;
  if (isBot(input.website)) {
    // The client's id, as a real answer would carry it: an outbox takes only its own record.
    return { created: true, booking: record, editToken: token?.token };
  }
  // A replay answers the stored record even if its day has since left the window.
  const known = input.id ? await store.bookings.findById(input.id) : undefined;
  if (known) return replay(deps, known, record, at, replaces);
  // Read after the booking: a withdrawal removes it and leaves its tombstone in one step.
  if (input.id && (await store.bookings.wasWithdrawn(input.id))) throw gone(BOOKING_WITHDRAWN);
  await assertIdNotHeldBy(store.contacts, input.id);

  assertBookable(input, at, timeZone);
  await assertSlotOpen(deps, input);
  const replacing = await placeholderOf(deps, replaces);
  // The secrets are kept beside the record, never compared by a replay (publicBooking drops them).
  // Every booking gets its manage link now: lander-d's emails carry it once the call has a slot.
  const stored = {
    ...record,
    manageTokenHash: manageTokenHashOf(manageToken(record.id, deps.manageKey)),
    ...(token ? { editTokenHash: token.hash } : {}),
    ...(clientKey ? { clientKeyHash: clientKeyHashOf(clientKey) } : {}),
  };
  const result = await store.bookings.book(stored, { ...bookingLimits(deps, at), replacing });
  if (result.status === 'slot-taken') throw conflict(SLOT_TAKEN_MESSAGE);
  if (result.status === 'refused') throw limitConflict(result.reason);
  if (result.status === 'exists') return replay(deps, result.existing, record, at, replaces);
  await withdrawReplaced(deps, replaces);
  await announceCall(deps, result.record);
  return { created: true, booking: result.record, editToken: token?.token };
}
