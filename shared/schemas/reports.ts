/**
 * The admin's reports (GET /api/admin/reports): leads per day by source, per landing page and per
 * UTM campaign, and booked calls by weekday and hour, over the last `days` days of the business
 * time zone. Spam leads count nowhere. The server answers a `Reports`; the page reads the same type.
 */
import { z } from 'zod';

/** Days a report covers unless asked otherwise, and at most. */
export const REPORT_DAYS = { default: 90, max: 366 } as const;

const DAYS_MESSAGE = `days must be a whole number from 1 to ${REPORT_DAYS.max}`;

/** GET /api/admin/reports?days=N. */
export const ReportsQuerySchema = z.object({
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(1, DAYS_MESSAGE)
    .max(REPORT_DAYS.max, DAYS_MESSAGE)
    .default(REPORT_DAYS.default),
});
export type ReportsQuery = z.output<typeof ReportsQuerySchema>;

/** Monday first: the owner's working week. */
export const REPORT_WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const count = z.number().int().min(0);
const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One line of the landing-page or campaign table. */
export const ReportRowSchema = z.object({
  /** The landing page path or UTM campaign; null for leads that recorded none. */
  name: z.string().nullable(),
  leads: count,
  /** Leads that are bookings with a call time (lander-d's step 1 alone has none yet). */
  bookedCalls: count,
  /** Leads whose status is Won. */
  won: count,
  /** won / leads, from 0 to 1. */
  wonRate: z.number().min(0).max(1),
});
export type ReportRow = z.output<typeof ReportRowSchema>;

export const ReportsSchema = z.object({
  days: z.number().int(),
  /** First and last day covered (business time zone), both included. */
  from: dayKey,
  to: dayKey,
  timeZone: z.string(),
  /** Every source seen in the period (the inbox's source), most leads first. */
  sources: z.array(z.string()),
  /** One entry per day from `from` to `to`, zeros included; `bySource[i]` counts `sources[i]`. */
  leadsPerDay: z.array(z.object({ day: dayKey, total: count, bySource: z.array(count) })),
  /** Most leads first. */
  landingPages: z.array(ReportRowSchema),
  /** Most leads first. */
  campaigns: z.array(ReportRowSchema),
  /**
   * Booked calls of the period's leads by the weekday and hour of the call (business time zone):
   * `weekdays[d].calls[h]` counts REPORT_WEEKDAYS[d] at `hours[h]` o'clock.
   */
  bookedCalls: z.object({
    hours: z.array(z.number().int().min(0).max(23)),
    weekdays: z.array(z.object({ weekday: z.enum(REPORT_WEEKDAYS), calls: z.array(count) })),
  }),
});
export type Reports = z.output<typeof ReportsSchema>;
