/**
 * Working a lead: its status (New → Contacted → Estimate scheduled → Won / Lost, or Spam), the
 * history of changes and the owner's notes. The admin's forms and /api/admin/leads share these.
 */
import { z } from 'zod';
import { CANCEL_REASON_MAX, ScheduleSchema, type StoredSchedule } from './booking';
import { UNSUPPORTED_CHARACTER, isFreeText } from './fields';

/** Every lead starts 'new'. */
export const LEAD_STATUSES = ['new', 'contacted', 'estimate-scheduled', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'estimate-scheduled': 'Estimate scheduled',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Why a lead was lost (required with 'lost'). */
export const LOST_REASONS = ['price', 'timing', 'went-elsewhere', 'not-a-fit', 'other'] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  price: 'Price',
  timing: 'Timing',
  'went-elsewhere': 'Went elsewhere',
  'not-a-fit': 'Not a fit',
  other: 'Other',
};

/** The version the client last saw: a change made on an older one is refused (409). */
const VersionField = z
  .number({ error: 'version must be the version you last saw' })
  .int('version must be a whole number')
  .min(0, 'version must be 0 or more');

/** POST /api/admin/leads/:id/status. */
export const StatusChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }),
    lostReason: z
      .enum(LOST_REASONS, { error: `lostReason must be one of ${LOST_REASONS.join(', ')}` })
      .optional(),
    version: VersionField,
  })
  .refine((c) => c.status !== 'lost' || c.lostReason !== undefined, {
    path: ['lostReason'],
    message: 'Choose why the lead was lost',
  })
  .refine((c) => c.status === 'lost' || c.lostReason === undefined, {
    path: ['lostReason'],
    message: 'A reason is given only for a lost lead',
  });
export type StatusChange = z.output<typeof StatusChangeSchema>;

/** Longest note, in characters. */
export const NOTE_MAX = 5000;

/** POST /api/admin/leads/:id/notes: notes are only ever added, so no version is needed. */
export const NoteSchema = z.object({
  text: z
    .string({ error: 'Write a note' })
    .trim()
    .min(1, 'Write a note')
    .max(NOTE_MAX, `A note has at most ${NOTE_MAX} characters`)
    .refine(isFreeText, UNSUPPORTED_CHARACTER),
});
export type NoteInput = z.output<typeof NoteSchema>;

/** POST /api/admin/leads/:id/reschedule: a booked call's new slot, on the version last seen. */
export const OwnerRescheduleSchema = ScheduleSchema.extend({ version: VersionField });
export type OwnerReschedule = z.output<typeof OwnerRescheduleSchema>;

/** POST /api/admin/leads/:id/cancel-call: an optional reason, on the version last seen. */
export const CancelCallSchema = z.object({
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .max(CANCEL_REASON_MAX, `A reason has at most ${CANCEL_REASON_MAX} characters`)
    .refine(isFreeText, UNSUPPORTED_CHARACTER)
    .optional()
    .transform((v) => v || undefined),
  version: VersionField,
});
export type CancelCallInput = z.output<typeof CancelCallSchema>;

/** A booked call's move or cancel, as the lead's history keeps it. */
export interface CallHistory {
  state: 'rescheduled' | 'cancelled';
  /** rescheduled: the earlier time. */
  from?: StoredSchedule;
  /** rescheduled: the new time. */
  to?: StoredSchedule;
  /** cancelled: the owner's reason, if given. */
  reason?: string;
}

/**
 * One status change: who, when, from, to. A booked call's move or cancel is an entry too, with
 * `call` set and the status unchanged (from === to).
 */
export interface StatusEvent {
  at: string;
  user: string;
  from: LeadStatus;
  to: LeadStatus;
  lostReason?: LostReason;
  call?: CallHistory;
}

/** One note, shown as text. */
export interface LeadNote {
  at: string;
  user: string;
  text: string;
}

/** How a lead is being worked; a lead nobody touched has none stored and reads as NEW_ACTIVITY. */
export interface LeadActivity {
  status: LeadStatus;
  lostReason?: LostReason;
  /** Bumped by every status change and note. */
  version: number;
  history: StatusEvent[];
  notes: LeadNote[];
  /** The first time the lead became 'contacted' (speed to lead). */
  firstContactedAt?: string;
}

export const NEW_ACTIVITY: LeadActivity = { status: 'new', version: 0, history: [], notes: [] };

/** A refused status change: the state now, and the change that came first. */
export interface StatusConflict {
  message: string;
  current: LeadActivity;
  /** The latest status change, unless the other change was a note. */
  lastChange?: StatusEvent;
}
