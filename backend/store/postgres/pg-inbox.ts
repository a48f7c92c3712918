/**
 * The admin inbox in PostgreSQL: estimate requests and bookings as one set of lines, each with
 * its status from lead_activity (New when never worked), filtered and paged by the database. The
 * lines the page shows are built by inbox-row.ts, as in the JSON store.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { addDays, startOfDayInZone } from '#shared/booking-window';
import type { ContactRecord } from '#shared/schemas/contact';
import type { LeadKind } from '#shared/schemas/lead';
import type { EventSummary, InboxPage, LeadInboxQuery, Pipeline } from '#shared/schemas/inbox';
import type { LeadStatus } from '#shared/schemas/lead-status';
import { bookingLine, contactLine, pipelineOf, summarizeEvents, type EventStaffGroup } from '../inbox-row';
import type { LeadInboxRepository, Page, ReportedLead, StoredBooking } from '../repository';
import { searchTerms } from '../text-search';

/**
 * Leads the search text matches (text-search.ts): search_text (name, phone, email and city or ZIP
 * code, lower-cased; migrations/2026-11-28-search-text.ts) or the phone's digits. `columns` name
 * the two columns in the query at hand.
 */
function textMatchSql(text: string, columns: { searchText: string; phone: string }) {
  const { needle, digits } = searchTerms(text);
  const byText = sql`strpos(${sql.raw(columns.searchText)}, ${needle}) > 0`;
  if (digits === '') return sql`(${byText})`;
  const phoneDigits = sql`regexp_replace(${sql.raw(columns.phone)}, '\\D', '', 'g')`;
  return sql`(${byText} OR strpos(${phoneDigits}, ${digits}) > 0)`;
}

/**
 * One kind's leads as lines: what the filters and the sorts need beside the whole record. Every
 * lead, New when never worked; or, `worked`, only leads with an activity record, read from
 * lead_activity's status index (its createdAt is the lead's own).
 */
function leadLines(kind: LeadKind, worked = false): RawBuilder<unknown> {
  const [table, callAt, source] =
    kind === 'contact'
      ? [sql`contacts`, sql`NULL::timestamptz`, 'source']
      : [sql`bookings`, sql`l.call_at`, 'referrer'];
  const [receivedAt, status, from] = worked
    ? [sql`a.created_at`, sql`a.data->>'status'`, sql`lead_activity a JOIN ${table} l ON l.id = a.id`]
    : [
        sql`l.created_at`,
        sql`coalesce(a.data->>'status', 'new')`,
        sql`${table} l LEFT JOIN lead_activity a ON a.id = l.id`,
      ];
  return sql`
  SELECT ${sql.lit(kind)} AS kind, l.seq, ${receivedAt} AS received_at, ${callAt} AS call_at, l.data,
    l.data->>${sql.lit(source)} AS source, l.search_text,
    ${status} AS status, (a.data->>'firstContactedAt')::timestamptz AS contacted_at
  FROM ${from}`;
}

const ALL_LINES = { contact: leadLines('contact'), booking: leadLines('booking') };
const WORKED_LINES = { contact: leadLines('contact', true), booking: leadLines('booking', true) };
type KindLines = typeof ALL_LINES;

/** Every lead as one line. */
const unionOf = (lines: KindLines) => sql`(${lines.contact} UNION ALL ${lines.booking}) AS lines`;
const LINES = unionOf(ALL_LINES);

/** Sort orders; NULLS LAST as the tables' newest-first indexes are built. */
const ORDERS = {
  received: sql`received_at DESC NULLS LAST, seq DESC`,
  // Soonest call first; leads without a call time after them, newest first.
  call: sql`call_at ASC NULLS LAST, received_at DESC NULLS LAST, seq DESC`,
};

/** A line of a page as the database answers it. */
interface FoundLine {
  kind: LeadKind;
  data: unknown;
  status: LeadStatus;
}

interface FoundLines {
  found: FoundLine[];
  total: number;
}

export class PgLeadInbox implements LeadInboxRepository {
  constructor(
    private readonly db: Kysely<unknown>,
    private readonly timeZone: string,
  ) {}

  async query(q: LeadInboxQuery): Promise<InboxPage> {
    const where = this.#where(q);
    // A worked status holds few leads: read them from its index rather than walk every lead.
    const lines = q.status && q.status !== 'new' ? WORKED_LINES : ALL_LINES;
    const { found, total } = q.q
      ? await this.#searchPage(q, lines, where)
      : await this.#page(q, lines, where);
    const items = found.map(({ kind, data, status }) => {
      const line =
        kind === 'contact'
          ? contactLine(data as ContactRecord)
          : bookingLine(data as StoredBooking, this.timeZone);
      return { ...line.row, status };
    });
    return { items, total, page: q.page, pageSize: q.pageSize };
  }

  async pipeline(now: Date, waitingSince: Date): Promise<Pipeline> {
    const monthAgo = new Date(now.getTime() - 30 * 24 * 3600_000);
    const { rows } = await sql<{ waiting: number; speeds: string[] | null }>`
      SELECT (count(*) FILTER (WHERE status = 'new' AND received_at < ${waitingSince}))::int AS waiting,
        array_agg(extract(epoch FROM contacted_at - received_at) * 1000)
          FILTER (WHERE contacted_at IS NOT NULL AND received_at >= ${monthAgo}) AS speeds
      FROM ${LINES} WHERE status <> 'spam'`.execute(this.db);
    return pipelineOf((rows[0].speeds ?? []).map(Number), rows[0].waiting);
  }

  async spamCounts(): Promise<Record<LeadKind, number>> {
    const { rows } = await sql<{ kind: LeadKind; n: number }>`
      SELECT 'contact' AS kind, count(*)::int AS n
        FROM lead_activity a JOIN contacts l ON l.id = a.id WHERE a.data->>'status' = 'spam'
      UNION ALL
      SELECT 'booking', count(*)::int
        FROM lead_activity a JOIN bookings l ON l.id = a.id WHERE a.data->>'status' = 'spam'`.execute(
      this.db,
    );
    const counts: Record<LeadKind, number> = { contact: 0, booking: 0 };
    for (const row of rows) counts[row.kind] = row.n;
    return counts;
  }

  // The kind's own table, ordered exactly as its plain list (PgCollection.select).
  async leadIds(kind: LeadKind, page: Page = {}, text?: string): Promise<{ ids: string[]; total: number }> {
    const leads = sql`${sql.table(kind === 'contact' ? 'contacts' : 'bookings')} l
      LEFT JOIN lead_activity a ON a.id = l.id`;
    const all: RawBuilder<unknown>[] = [sql`coalesce(a.data->>'status', 'new') <> 'spam'`];
    if (text) {
      all.push(textMatchSql(text, { searchText: 'l.search_text', phone: "l.data->>'phone'" }));
    }
    const where = sql.join(all, sql` AND `);
    const [{ rows: found }, { rows: counted }] = await Promise.all([
      sql<{ id: string }>`
        SELECT l.id FROM ${leads} WHERE ${where} ORDER BY l.created_at DESC NULLS LAST, l.seq DESC
        LIMIT ${page.limit ?? null} OFFSET ${page.offset ?? 0}`.execute(this.db),
      sql<{ n: number }>`SELECT count(*)::int AS n FROM ${leads} WHERE ${where}`.execute(this.db),
    ]);
    return { ids: found.map((row) => row.id), total: counted[0].n };
  }

  async events(): Promise<EventSummary[]> {
    const { rows } = await sql<EventStaffGroup>`
      SELECT data->>'eventName' AS "eventName", coalesce(data->>'staffName', '') AS "staffName",
        count(*)::int AS leads,
        (array_agg(data->>'createdAt' ORDER BY received_at, seq))[1] AS "firstAt",
        (array_agg(data->>'createdAt' ORDER BY received_at DESC, seq DESC))[1] AS "lastAt"
      FROM ${LINES}
      WHERE coalesce(data->>'eventName', '') <> '' AND status <> 'spam'
      GROUP BY 1, 2`.execute(this.db);
    return summarizeEvents(rows);
  }

  async receivedBetween(from: Date, to: Date): Promise<ReportedLead[]> {
    const { rows } = await sql<{
      kind: LeadKind;
      received_at: Date;
      source: string;
      campaign: string | null;
      landing_path: string | null;
      call_at: Date | null;
      status: LeadStatus;
    }>`
      SELECT kind, received_at, source, data->'attribution'->>'utm_campaign' AS campaign,
        data->'attribution'->>'landingPath' AS landing_path, call_at, status
      FROM ${LINES} WHERE received_at >= ${from} AND received_at < ${to}
      ORDER BY received_at, seq`.execute(this.db);
    return rows.map((r) => ({
      kind: r.kind,
      receivedMs: r.received_at.getTime(),
      source: r.source,
      campaign: r.campaign ?? undefined,
      landingPath: r.landing_path ?? undefined,
      callMs: r.call_at?.getTime(),
      status: r.status,
    }));
  }

  // A text search reads every lead anyway, and matches few: one pass answers page and count.
  async #searchPage(q: LeadInboxQuery, lines: KindLines, where: RawBuilder<unknown>): Promise<FoundLines> {
    const offset = (q.page - 1) * q.pageSize;
    const { rows } = await sql<FoundLine & { total: number }>`
      SELECT kind, data, status, (count(*) OVER ())::int AS total FROM ${unionOf(lines)} WHERE ${where}
      ORDER BY ${ORDERS[q.sort]} LIMIT ${q.pageSize} OFFSET ${offset}`.execute(this.db);
    // A page past the last match has no row to carry the count.
    const total = rows[0]?.total ?? (offset > 0 ? await this.#count(lines, where) : 0);
    return { found: rows, total };
  }

  // Each kind's first lines come from its own index (a nested loop to the status, stopping after
  // the page); a sort over the union of both would read every lead for every page.
  async #page(q: LeadInboxQuery, lines: KindLines, where: RawBuilder<unknown>): Promise<FoundLines> {
    const order = ORDERS[q.sort];
    const offset = (q.page - 1) * q.pageSize;
    const first = (kind: RawBuilder<unknown>) =>
      sql`(SELECT * FROM (${kind}) AS branch WHERE ${where} ORDER BY ${order} LIMIT ${offset + q.pageSize})`;
    const [{ rows }, total] = await Promise.all([
      sql<FoundLine>`
        SELECT kind, data, status FROM (${first(lines.contact)} UNION ALL ${first(lines.booking)}) AS lines
        ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset}`.execute(this.db),
      this.#count(lines, where),
    ]);
    return { found: rows, total };
  }

  async #count(lines: KindLines, where: RawBuilder<unknown>): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${unionOf(lines)} WHERE ${where}`.execute(this.db);
    return rows[0].n;
  }

  #where(q: LeadInboxQuery): RawBuilder<unknown> {
    const all: RawBuilder<unknown>[] = [q.status ? sql`status = ${q.status}` : sql`status <> 'spam'`];
    if (q.type) all.push(sql`kind = ${q.type}`);
    if (q.source) all.push(sql`source = ${q.source}`);
    if (q.campaign) all.push(sql`data->'attribution'->>'utm_campaign' = ${q.campaign}`);
    if (q.event) all.push(sql`data->>'eventName' = ${q.event}`);
    if (q.from) all.push(sql`received_at >= ${startOfDayInZone(q.from, this.timeZone)}`);
    if (q.to) all.push(sql`received_at < ${startOfDayInZone(addDays(q.to, 1), this.timeZone)}`);
    if (q.q) {
      all.push(textMatchSql(q.q, { searchText: 'search_text', phone: "data->>'phone'" }));
    }
    return sql.join(all, sql` AND `);
  }
}
