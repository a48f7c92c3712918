/**
 * When calls can be booked: the weekly open hours, whole days blocked (a holiday) and single
 * blocked slots. The admin's Availability page and /api/admin/availability share these schemas;
 * the server hides closed and blocked time from every picker and refuses bookings into it.
 */
import { z } from 'zod';
import { DAY_KEY } from '../booking-window';
import { TIME_SLOTS } from '../options';
import { UNSUPPORTED_CHARACTER, isPlainText } from './fields';

/** One of the 13 slot labels ('9:00 AM' ... '9:00 PM'). */
export const TimeSlotSchema = z.enum(TIME_SLOTS, { error: 'Please choose one of the time slots' });

/** A calendar day in the business zone, 'YYYY-MM-DD', that exists. */
export const DayKeySchema = z
  .string({ error: 'Date is required' })
  .trim()
  .regex(DAY_KEY, 'Date is required')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'Date is required');

/** Longest label of a blocked day. */
export const BLOCK_LABEL_MAX = 100;

/** The weekdays, as WeeklyHours indexes them (Sunday first, as Date#getDay counts). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** One weekday's hours: closed, or open from the `first` call slot through the `last`. */
export const OpenDaySchema = z
  .object({ open: z.boolean(), first: TimeSlotSchema, last: TimeSlotSchema })
  .refine((d) => TIME_SLOTS.indexOf(d.first) <= TIME_SLOTS.indexOf(d.last), {
    path: ['last'],
    message: 'The last call cannot start before the first',
  });

/** The week's hours, Sunday first (PUT /api/admin/availability/hours). */
export const WeeklyHoursSchema = z.array(OpenDaySchema).length(7, 'Give the hours of all seven weekdays');

/** PUT /api/admin/availability/hours. */
export const WeeklyHoursChangeSchema = z.object({ weeklyHours: WeeklyHoursSchema });

export type OpenDay = z.output<typeof OpenDaySchema>;
export type WeeklyHours = z.output<typeof WeeklyHoursSchema>;

/** What the site offered before hours could be set: every day, every slot. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = WEEKDAYS.map(() => ({
  open: true,
  first: TIME_SLOTS[0],
  last: TIME_SLOTS[TIME_SLOTS.length - 1],
}));

/** POST /api/admin/availability/blocked-days: a whole day off, with an optional label. */
export const BlockDaySchema = z.object({
  day: DayKeySchema,
  label: z
    .string()
    .trim()
    .max(BLOCK_LABEL_MAX, `Must be at most ${BLOCK_LABEL_MAX} characters`)
    .refine(isPlainText, UNSUPPORTED_CHARACTER)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});

/** POST /api/admin/availability/blocked-slots: one slot off. */
export const BlockSlotSchema = z.object({ day: DayKeySchema, time: TimeSlotSchema });

export type BlockDayInput = z.input<typeof BlockDaySchema>;
export type BlockSlotInput = z.input<typeof BlockSlotSchema>;

/** A blocked day as stored and answered. */
export interface BlockedDay {
  day: string;
  label?: string;
}

/** A blocked slot as stored and answered. */
export interface BlockedSlot {
  day: string;
  time: string;
}

/** What closes time: the weekly hours and the blocks (of one day, or from a day on). */
export interface AvailabilityRules {
  weeklyHours: WeeklyHours;
  blockedDays: BlockedDay[];
  blockedSlots: BlockedSlot[];
}

/** A booked call that sits in time now closed or blocked, for the owner to move. */
export interface CallInClosedTime {
  id: string;
  name: string;
  scheduledDate: string;
  scheduledTime: string;
  /** Its business day, 'YYYY-MM-DD'. */
  day: string;
}

/** GET /api/admin/availability (and every change's answer): blocks from today on. */
export interface AvailabilityView extends AvailabilityRules {
  callsInClosedTime: CallInClosedTime[];
}

/** The weekday (0 Sunday) of a day key. */
export function weekdayOf(dayKey: string): number {
  return new Date(`${dayKey}T00:00:00Z`).getUTCDay();
}

/**
 * The slots of a day that cannot be booked, in slot order: all of a blocked or closed day, those
 * outside its weekday's hours, and its blocked slots.
 */
export function closedTimesOn(dayKey: string, rules: AvailabilityRules): string[] {
  if (rules.blockedDays.some((b) => b.day === dayKey)) return [...TIME_SLOTS];
  const hours = rules.weeklyHours[weekdayOf(dayKey)];
  const [first, last] = [TIME_SLOTS.indexOf(hours.first), TIME_SLOTS.indexOf(hours.last)];
  const blocked = new Set(rules.blockedSlots.filter((s) => s.day === dayKey).map((s) => s.time));
  return TIME_SLOTS.filter((slot, i) => !hours.open || i < first || i > last || blocked.has(slot));
}
