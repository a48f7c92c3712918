/**
 * The lead inbox of the JSON store: one small in-memory line per estimate request and booking,
 * and each worked lead's status, kept current by the three collections' index hooks. A query
 * filters these lines without reading a segment, so a filter over five years of leads stays a
 * few milliseconds (the records themselves stay on disk).
 */
import { addDays, startOfDayInZone } from '#shared/booking-window';
import type { ContactRecord } from '#shared/schemas/contact';
import type { EventSummary, InboxPage, InboxRow, LeadInboxQuery, Pipeline } from '#shared/schemas/inbox';
import type { LeadKind } from '#shared/schemas/lead';
import type { LeadStatus } from '#shared/schemas/lead-status';
import { firstInOrder } from '../lib/first-in-order';
import {
  bookingLine,
  contactLine,
  pipelineOf,
  summarizeEvents,
  type EventStaffGroup,
  type LeadLine,
} from './inbox-row';
import type { RecordIndex } from './lowdb-collection';
import type { LeadInboxRepository, Page, ReportedLead, StoredActivity, StoredBooking } from './repository';
import { phoneDigits, searchedText, searchTerms } from './text-search';

interface Line extends InboxRow {
  receivedMs: number;
  /** Insertion order, which breaks ties of equal times as the collections' lists do. */
  seq: number;
  callMs: number;
  /** The visit's first page (attribution), for the reports. */
  landingPath?: string;
  /** Lower-case name, phone, email and city, for the text search. */
  text: string;
  phoneDigits: string;
}

/** Lines the search text matches (text-search.ts). */
function textMatcher(text: string | undefined): (line: Line) => boolean {
  if (!text) return () => true;
  const { needle, digits } = searchTerms(text);
  return (line) => line.text.includes(needle) || (digits !== '' && line.phoneDigits.includes(digits));
}

/** Oldest received first; among equal times, the first inserted first. */
const byReceived = (a: Line, b: Line) => a.receivedMs - b.receivedMs || a.seq - b.seq;

// Every line is built with the same fields in the same order (absent ones undefined): one object
// shape keeps the scan over every line of a query monomorphic, several times faster than mixed shapes.
function lineOf({ row, landingPath }: LeadLine): Line {
  return {
    id: row.id,
    kind: row.kind,
    receivedAt: row.receivedAt,
    name: row.name,
    phone: row.phone,
    email: row.email,
    city: row.city,
    zipcode: row.zipcode,
    service: row.service,
    source: row.source,
    campaign: row.campaign,
    eventName: row.eventName,
    staffName: row.staffName,
    callAt: row.callAt,
    callState: row.callState,
    status: 'new',
    landingPath,
    receivedMs: Date.parse(row.receivedAt),
    seq: 0,
    callMs: row.callAt ? Date.parse(row.callAt) : Infinity,
    text: searchedText(row, row.city ?? row.zipcode),
    phoneDigits: phoneDigits(row.phone),
  };
}

export class LeadInboxIndex implements LeadInboxRepository {
  /** Oldest received first once sorted: new leads append; a store being read sorts once. */
  #lines: Line[] = [];
  #unsorted = false;
  #inserted = 0;
  /** The line just removed: an update removes and adds its record back in one synchronous step. */
  #removed: { id: string; seq: number } | undefined;
  /** Worked leads' statuses, also kept on their lines (activity may load before its lead). */
  readonly #statuses = new Map<string, LeadStatus>();
  readonly #byId = new Map<string, Line>();
  /** When each lead first became Contacted (ms), for speed to lead. */
  readonly #firstContacted = new Map<string, number>();
  readonly #timeZone: string;

  constructor(timeZone: string) {
    this.#timeZone = timeZone;
  }

  readonly contacts: RecordIndex<ContactRecord> = {
    add: (c) => this.#add(lineOf(contactLine(c))),
    remove: (c) => this.#remove(c.id, Date.parse(c.createdAt)),
  };

  readonly bookings: RecordIndex<StoredBooking> = {
    add: (b) => this.#add(lineOf(bookingLine(b, this.#timeZone))),
    remove: (b) => this.#remove(b.id, Date.parse(b.createdAt)),
  };

  readonly activity: RecordIndex<StoredActivity> = {
    add: (a) => {
      if (a.status === 'new') this.#statuses.delete(a.id);
      else this.#statuses.set(a.id, a.status);
      const line = this.#byId.get(a.id);
      if (line) line.status = a.status;
      if (a.firstContactedAt) this.#firstContacted.set(a.id, Date.parse(a.firstContactedAt));
    },
    remove: (a) => {
      this.#statuses.delete(a.id);
      this.#firstContacted.delete(a.id);
      const line = this.#byId.get(a.id);
      if (line) line.status = 'new';
    },
  };

  async query(q: LeadInboxQuery): Promise<InboxPage> {
    this.#sort();
    const match = this.#matcher(q);
    const start = (q.page - 1) * q.pageSize;
    const rows: InboxRow[] = [];
    let total = 0;
    if (q.sort === 'received') {
      for (let i = this.#lines.length - 1; i >= 0; i--) {
        const line = this.#lines[i];
        if (!match(line)) continue;
        if (total >= start && rows.length < q.pageSize) rows.push(this.#row(line));
        total++;
      }
    } else {
      const found = this.#lines.filter(match);
      total = found.length;
      // Soonest call first; leads without a call time after them, newest first.
      const first = firstInOrder(
        found,
        start + q.pageSize,
        (a, b) => a.callMs - b.callMs || b.receivedMs - a.receivedMs,
      );
      for (const line of first.slice(start)) rows.push(this.#row(line));
    }
    return { items: rows, total, page: q.page, pageSize: q.pageSize };
  }

  async pipeline(now: Date, waitingSince: Date): Promise<Pipeline> {
    this.#sort();
    const monthAgo = now.getTime() - 30 * 24 * 3600_000;
    const speeds: number[] = [];
    let waitingNew = 0;
    for (const line of this.#lines) {
      const status = line.status;
      if (status === 'spam') continue;
      if (status === 'new' && line.receivedMs < waitingSince.getTime()) waitingNew++;
      const contacted = this.#firstContacted.get(line.id);
      if (contacted !== undefined && line.receivedMs >= monthAgo) speeds.push(contacted - line.receivedMs);
    }
    return pipelineOf(speeds, waitingNew);
  }

  async spamCounts(): Promise<Record<LeadKind, number>> {
    const counts: Record<LeadKind, number> = { contact: 0, booking: 0 };
    if (![...this.#statuses.values()].includes('spam')) return counts;
    for (const line of this.#lines) if (line.status === 'spam') counts[line.kind]++;
    return counts;
  }

  async leadIds(kind: LeadKind, page: Page = {}, text?: string): Promise<{ ids: string[]; total: number }> {
    this.#sort();
    const match = textMatcher(text);
    const offset = page.offset ?? 0;
    const end = page.limit === undefined ? Infinity : offset + page.limit;
    const ids: string[] = [];
    let total = 0;
    for (let i = this.#lines.length - 1; i >= 0; i--) {
      const line = this.#lines[i];
      if (line.kind !== kind || line.status === 'spam' || !match(line)) continue;
      if (total >= offset && total < end) ids.push(line.id);
      total++;
    }
    return { ids, total };
  }

  async events(): Promise<EventSummary[]> {
    this.#sort();
    const groups = new Map<string, EventStaffGroup>();
    for (const line of this.#lines) {
      if (!line.eventName || line.status === 'spam') continue;
      const staffName = line.staffName ?? '';
      const key = `${line.eventName}\n${staffName}`;
      const group = groups.get(key);
      if (group) {
        group.leads++;
        group.lastAt = line.receivedAt;
      } else {
        const at = line.receivedAt;
        groups.set(key, { eventName: line.eventName, staffName, leads: 1, firstAt: at, lastAt: at });
      }
    }
    return summarizeEvents([...groups.values()]);
  }

  async receivedBetween(from: Date, to: Date): Promise<ReportedLead[]> {
    this.#sort();
    const leads: ReportedLead[] = [];
    for (let i = this.#firstReceivedAt(from.getTime()); i < this.#lines.length; i++) {
      const line = this.#lines[i];
      if (line.receivedMs >= to.getTime()) break;
      leads.push({
        kind: line.kind,
        receivedMs: line.receivedMs,
        source: line.source,
        campaign: line.campaign,
        landingPath: line.landingPath,
        callMs: Number.isFinite(line.callMs) ? line.callMs : undefined,
        status: line.status,
      });
    }
    return leads;
  }

  #matcher(q: LeadInboxQuery): (line: Line) => boolean {
    const fromMs = q.from ? startOfDayInZone(q.from, this.#timeZone).getTime() : -Infinity;
    const toMs = q.to ? startOfDayInZone(addDays(q.to, 1), this.#timeZone).getTime() : Infinity;
    const text = textMatcher(q.q);
    return (line) => {
      const status = line.status;
      if (q.status ? status !== q.status : status === 'spam') return false;
      if (q.type && line.kind !== q.type) return false;
      if (q.source && line.source !== q.source) return false;
      if (q.campaign && line.campaign !== q.campaign) return false;
      if (q.event && line.eventName !== q.event) return false;
      if (line.receivedMs < fromMs || line.receivedMs >= toMs) return false;
      return text(line);
    };
  }

  #row(line: Line): InboxRow {
    const { receivedMs: _r, seq: _s, callMs: _c, text: _t, phoneDigits: _p, landingPath: _l, ...row } = line;
    return row;
  }

  #add(line: Line): void {
    line.status = this.#statuses.get(line.id) ?? 'new';
    line.seq = this.#removed?.id === line.id ? this.#removed.seq : ++this.#inserted;
    this.#removed = undefined;
    this.#byId.set(line.id, line);
    const last = this.#lines.at(-1);
    if (last && byReceived(last, line) > 0) this.#unsorted = true;
    this.#lines.push(line);
  }

  #sort(): void {
    if (!this.#unsorted) return;
    this.#lines.sort(byReceived);
    this.#unsorted = false;
  }

  /** Index of the first (sorted) line received at or after `ms`. */
  #firstReceivedAt(ms: number): number {
    let lo = 0;
    let hi = this.#lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.#lines[mid].receivedMs < ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  #remove(id: string, receivedMs: number): void {
    this.#sort();
    const lines = this.#lines;
    for (
      let i = this.#firstReceivedAt(receivedMs);
      i < lines.length && lines[i].receivedMs === receivedMs;
      i++
    ) {
      if (lines[i].id === id) {
        this.#removed = { id, seq: lines[i].seq };
        // A later insert of the same id is a new record, inserted last.
        queueMicrotask(() => (this.#removed = undefined));
        lines.splice(i, 1);
        this.#byId.delete(id);
        return;
      }
    }
  }
}
