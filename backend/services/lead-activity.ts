/**
 * Status changes and notes on a lead. A change is computed from the stored state and written
 * only if the version is still the one it was computed from (checked in the store's atomic step),
 * so two people working the same lead never overwrite each other: the later one gets a conflict.
 */
import { isCancelled, type BookingRecord, type StoredSchedule } from '#shared/schemas/booking';
import type { LeadKind } from '#shared/schemas/lead';
import {
  NEW_ACTIVITY,
  type CallHistory,
  type LeadActivity,
  type NoteInput,
  type StatusChange,
} from '#shared/schemas/lead-status';
import type { LeadActivityRepository, StoredActivity } from '../store/repository';

export interface LeadRef {
  id: string;
  kind: LeadKind;
  createdAt: string;
}

export type ActivityResult = { ok: true; activity: LeadActivity } | { ok: false; current: LeadActivity };

/** What the admin sees of a stored record (or of none: a lead nobody has worked yet). */
export function activityOf(stored: StoredActivity | undefined): LeadActivity {
  if (!stored) return NEW_ACTIVITY;
  const {
    id: _id,
    leadKind: _kind,
    createdAt: _created,
    updatedAt: _updated,
    lostReason,
    ...activity
  } = stored;
  // A merge-based update cannot delete a key: a reason outlives its 'lost' status in the record.
  return activity.status === 'lost' && lostReason ? { ...activity, lostReason } : activity;
}

/**
 * Apply `next` to the lead's activity if its version is `expected` (any version when undefined).
 * The first change of a lead inserts its record; of two racing first changes one wins.
 */
async function apply(
  repo: LeadActivityRepository,
  lead: LeadRef,
  expected: number | undefined,
  next: (before: LeadActivity) => LeadActivity,
  at: string,
): Promise<ActivityResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await repo.findById(lead.id);
    const before = activityOf(stored);
    if (expected !== undefined && before.version !== expected) return { ok: false, current: before };
    const after = { ...next(before), version: before.version + 1 };
    if (!stored) {
      const record = { ...after, id: lead.id, leadKind: lead.kind, createdAt: lead.createdAt, updatedAt: at };
      const inserted = await repo.insertIfAbsent(record);
      if (inserted.created) return { ok: true, activity: activityOf(inserted.record) };
      continue; // another change came first: decide again against it
    }
    const updated = await repo.update(
      lead.id,
      { ...after, updatedAt: at },
      (b) => b.version === before.version,
    );
    if (updated) return { ok: true, activity: activityOf(updated) };
  }
  return { ok: false, current: activityOf(await repo.findById(lead.id)) };
}

export function changeStatus(
  repo: LeadActivityRepository,
  lead: LeadRef,
  change: StatusChange,
  user: string,
  now: Date,
): Promise<ActivityResult> {
  const at = now.toISOString();
  return apply(
    repo,
    lead,
    change.version,
    (before) => ({
      ...before,
      status: change.status,
      lostReason: change.lostReason,
      history: [
        ...before.history,
        {
          at,
          user,
          from: before.status,
          to: change.status,
          ...(change.lostReason ? { lostReason: change.lostReason } : {}),
        },
      ],
      firstContactedAt: before.firstContactedAt ?? (change.status === 'contacted' ? at : undefined),
    }),
    at,
  );
}

const scheduleOf = (b: StoredSchedule): StoredSchedule => ({
  scheduledDate: b.scheduledDate,
  scheduledTime: b.scheduledTime,
});

/** What the history keeps of a booked call's change from `before` to `after`. */
function callHistory(before: BookingRecord, after: BookingRecord): CallHistory {
  if (isCancelled(after))
    return { state: 'cancelled', ...(after.call?.reason ? { reason: after.call.reason } : {}) };
  return { state: 'rescheduled', from: scheduleOf(before), to: scheduleOf(after) };
}

/**
 * A booked call's change, already made, added to the lead's history (and its version bumped),
 * whatever the version now: the change happened and the history must show it.
 */
export function recordCallChange(
  repo: LeadActivityRepository,
  before: BookingRecord,
  after: BookingRecord,
  user: string,
  now: Date,
): Promise<ActivityResult> {
  const at = now.toISOString();
  const lead = { id: after.id, kind: 'booking' as const, createdAt: after.createdAt };
  const call = callHistory(before, after);
  return apply(
    repo,
    lead,
    undefined,
    (b) => ({ ...b, history: [...b.history, { at, user, from: b.status, to: b.status, call }] }),
    at,
  );
}

/** Notes are only added, so a note never conflicts: it is appended to whatever is stored. */
export function addNote(
  repo: LeadActivityRepository,
  lead: LeadRef,
  note: NoteInput,
  user: string,
  now: Date,
): Promise<ActivityResult> {
  const at = now.toISOString();
  return apply(
    repo,
    lead,
    undefined,
    (before) => ({ ...before, notes: [...before.notes, { at, user, text: note.text }] }),
    at,
  );
}
