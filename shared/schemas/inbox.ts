/**
 * The admin's lead inbox: estimate requests and booked calls in one list, with the filters the
 * page keeps in its URL. GET /api/admin/leads reads its query with LeadInboxQuerySchema, and the
 * page builds its URL from the same fields, so a shared link or the back button restores it.
 */
import { z } from 'zod';
import { LEAD_STATUSES, type LeadStatus } from './lead-status';
import { UNSUPPORTED_CHARACTER, isPlainText } from './fields';
import type { LeadKind } from './lead';

export const INBOX_PAGE_SIZES = [25, 50, 100] as const;
export const INBOX_SORTS = ['received', 'call'] as const;
export const LEAD_KINDS = ['contact', 'booking'] as const;

const dayKey = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a day as YYYY-MM-DD`)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), `${field} must be a real day`)
    .optional();

const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} has at most ${max} characters`)
    .refine(isPlainText, UNSUPPORTED_CHARACTER)
    .optional()
    .transform((value) => value || undefined);

export const LeadInboxQuerySchema = z
  .object({
    /** Without it every status but Spam; 'spam' shows only spam. */
    status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}` }).optional(),
    type: z.enum(LEAD_KINDS, { error: 'type must be contact or booking' }).optional(),
    /** The lead's source (estimate form: website, lander…; booking: lander-c, lander-d). */
    source: optionalText('source', 60),
    /** UTM campaign of the visit. */
    campaign: optionalText('campaign', 200),
    /** The event a canvasser took the lead at (/capture). */
    event: optionalText('event', 100),
    /** Received on or after this day (business time zone). */
    from: dayKey('from'),
    /** Received on or before this day (business time zone). */
    to: dayKey('to'),
    /** Name, phone, email or city contains it (a phone also by its digits). */
    q: optionalText('q', 100),
    sort: z.enum(INBOX_SORTS, { error: 'sort must be received or call' }).default('received'),
    page: z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .default(1),
    pageSize: z.coerce
      .number({ error: `pageSize must be one of ${INBOX_PAGE_SIZES.join(', ')}` })
      .refine((n) => (INBOX_PAGE_SIZES as readonly number[]).includes(n), {
        message: `pageSize must be one of ${INBOX_PAGE_SIZES.join(', ')}`,
      })
      .default(INBOX_PAGE_SIZES[0]),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from' });

export type LeadInboxQuery = z.output<typeof LeadInboxQuerySchema>;

/** One line of the inbox. */
export interface InboxRow {
  id: string;
  kind: LeadKind;
  receivedAt: string;
  name: string;
  phone: string;
  email: string;
  /** An estimate request's city; a booking has its ZIP code instead. */
  city?: string;
  zipcode?: string;
  service: string;
  source: string;
  campaign?: string;
  /** A lead taken at an event (/capture): the event and the staff member who took it. */
  eventName?: string;
  staffName?: string;
  status: LeadStatus;
  /** A booked call's start; none for an estimate request or a booking with no time chosen yet. */
  callAt?: string;
  /** A booked call moved or cancelled since it was booked (absent: booked, never changed). */
  callState?: 'rescheduled' | 'cancelled';
}

export interface InboxPage {
  items: InboxRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/leads/events: each event's leads (Spam left out), by staff member, busiest first. */
export interface EventSummary {
  eventName: string;
  leads: number;
  /** The first and the last lead received. */
  firstAt: string;
  lastAt: string;
  byStaff: { staffName: string; leads: number }[];
}

/** The dashboard's Pipeline section: how fast leads are called back, and who still waits. */
export interface Pipeline {
  /** Median time from received to first Contacted, over the last 30 days' contacted leads; null when none. */
  medianSpeedToLeadMs: number | null;
  /** Leads received in the last 30 days that have been contacted (the median's sample). */
  contactedLast30Days: number;
  /** Leads still New that were received more than one business hour ago. */
  waitingNew: number;
}
