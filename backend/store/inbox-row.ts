/**
 * What the admin inbox shows of a lead, and how its summaries are made, for every engine: a
 * line of an estimate request or a booking, the pipeline's median speed to lead, and the
 * leads of each event by staff member.
 */
import { callStart, isProvisionalSchedule } from '#shared/booking-window';
import type { ContactRecord } from '#shared/schemas/contact';
import type { EventSummary, InboxRow, Pipeline } from '#shared/schemas/inbox';
import type { StoredBooking } from './repository';

/** An inbox line before its status is known, and the visit's first page (for the reports). */
export interface LeadLine {
  row: Omit<InboxRow, 'status'>;
  landingPath?: string;
}

export function contactLine(c: ContactRecord): LeadLine {
  return {
    row: {
      id: c.id,
      kind: 'contact',
      receivedAt: c.createdAt,
      name: c.name,
      phone: c.phone,
      email: c.email,
      city: c.city,
      service: c.service,
      source: c.source,
      campaign: c.attribution?.utm_campaign,
      eventName: c.eventName,
      staffName: c.staffName,
    },
    landingPath: c.attribution?.landingPath,
  };
}

export function bookingLine(b: StoredBooking, timeZone: string): LeadLine {
  const provisional = isProvisionalSchedule(new Date(b.scheduledDate), b.scheduledTime, timeZone);
  return {
    row: {
      id: b.id,
      kind: 'booking',
      receivedAt: b.createdAt,
      name: b.name,
      phone: b.phone,
      email: b.email,
      zipcode: b.zipcode,
      service: b.service,
      source: b.referrer,
      campaign: b.attribution?.utm_campaign,
      callAt: provisional ? undefined : callStart(b, timeZone).toISOString(),
      callState: b.call?.state,
    },
    landingPath: b.attribution?.landingPath,
  };
}

/** The pipeline from each contacted lead's time to first contact (ms) and the count of waiting New leads. */
export function pipelineOf(speeds: number[], waitingNew: number): Pipeline {
  const sorted = [...speeds].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return {
    medianSpeedToLeadMs: sorted.length ? Math.round(median) : null,
    contactedLast30Days: sorted.length,
    waitingNew,
  };
}

/** Leads of one event taken by one staff member ('' when none was named). */
export interface EventStaffGroup {
  eventName: string;
  staffName: string;
  leads: number;
  firstAt: string;
  lastAt: string;
}

/** Each event with its leads by staff (most first), the event with the latest lead first. */
export function summarizeEvents(groups: readonly EventStaffGroup[]): EventSummary[] {
  const events = new Map<string, EventSummary>();
  for (const g of groups) {
    const event = events.get(g.eventName) ?? {
      eventName: g.eventName,
      leads: 0,
      firstAt: g.firstAt,
      lastAt: g.lastAt,
      byStaff: [],
    };
    events.set(g.eventName, event);
    event.leads += g.leads;
    if (Date.parse(g.firstAt) < Date.parse(event.firstAt)) event.firstAt = g.firstAt;
    if (Date.parse(g.lastAt) > Date.parse(event.lastAt)) event.lastAt = g.lastAt;
    event.byStaff.push({ staffName: g.staffName, leads: g.leads });
  }
  for (const event of events.values()) {
    event.byStaff.sort((a, b) => b.leads - a.leads || a.staffName.localeCompare(b.staffName));
  }
  return [...events.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}
