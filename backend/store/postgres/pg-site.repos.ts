/** Estimate requests, phone clicks and blog posts in PostgreSQL. */
import { sql, type Kysely } from 'kysely';
import type { BlogPost } from '#shared/schemas/blog';
import type { ContactRecord } from '#shared/schemas/contact';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import type {
  BlogRepository,
  ContactsRepository,
  PhoneClickStats,
  PhoneClicksRepository,
} from '../repository';
import { PgCollection } from './pg-collection';
import type { PgDeliveriesRepository } from './pg-deliveries.repo';

/** A phone number's digits, in SQL (the search finds '973-555-0123' in '(973) 555-0123'). */
export const phoneDigitsSql = (column: ReturnType<typeof sql.raw> | ReturnType<typeof sql>) =>
  sql`regexp_replace(${column}, '\\D', '', 'g')`;

/**
 * The inbox's text search: the lead's search_text (name, phone, email and
 * city or ZIP code, lower-cased; migrations/2026-11-28-search-text.ts) contains the text in any
 * case, or the phone contains the digits of a query that looks like a phone number (an email has
 * digits too). `columns` name the two columns in the query at hand.
 */
export function textMatchSql(text: string, columns: { searchText: string; phone: string }) {
  const needle = text.toLowerCase();
  const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : '';
  const byText = sql`strpos(${sql.raw(columns.searchText)}, ${needle}) > 0`;
  if (digits.length < 3) return sql`(${byText})`;
  return sql`(${byText} OR strpos(${phoneDigitsSql(sql.raw(columns.phone))}, ${digits}) > 0)`;
}

export class PgContactsRepository extends PgCollection<ContactRecord> implements ContactsRepository {
  readonly #deliveries: PgDeliveriesRepository;

  constructor(db: Kysely<unknown>, deliveries: PgDeliveriesRepository) {
    super({ db, table: 'contacts' });
    this.#deliveries = deliveries;
  }

  // One statement, so one round trip and one commit per lead: the commit is what a write costs here.
  async insertWithMessages(record: ContactRecord, messages: readonly DeliveryRecord[]) {
    const queued = messages.length
      ? sql`, queued AS (${this.#deliveries.insertSql(messages)} RETURNING 1)`
      : sql``;
    const { rows } = await sql<{ created: boolean; added: number }>`
      WITH lead AS (${this.insertSql([record])} RETURNING 1)${queued}
      SELECT EXISTS (SELECT 1 FROM lead) AS created,
        ${messages.length ? sql`(SELECT count(*) FROM queued)::int` : sql`0`} AS added`.execute(this.db);
    const messagesAdded = rows[0].added > 0;
    if (rows[0].created) return { created: true as const, record: this.asStored(record), messagesAdded };
    // A replay: the lead is stored (by this or another instance); any missing message now is too.
    return { ...(await this.insertIfAbsent(record)), messagesAdded };
  }
}

export class PgPhoneClicksRepository extends PgCollection<PhoneClickRecord> implements PhoneClicksRepository {
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'phone_clicks' });
  }

  async stats(options: { recent: number; page: string; pageRecent: number }): Promise<PhoneClickStats> {
    const onPage = sql`data->>'page' = ${options.page}`;
    const { rows } = await sql<{ total: number; header: number; page: number }>`
      SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE (data->>'isHeader')::boolean))::int AS header,
        (count(*) FILTER (WHERE ${onPage}))::int AS page
      FROM phone_clicks`.execute(this.db);
    return {
      total: rows[0].total,
      header: rows[0].header,
      recent: await this.list({ limit: options.recent }),
      page: { total: rows[0].page, recent: await this.select(onPage, { limit: options.pageRecent }) },
    };
  }
}

export class PgBlogRepository extends PgCollection<BlogPost> implements BlogRepository {
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'blog', columns: (p) => ({ slug: p.slug }) });
  }

  async findBySlug(slug: string): Promise<BlogPost | undefined> {
    return (await this.select(sql`slug = ${slug}`, { limit: 1 }))[0];
  }

  /** Seeds in one transaction behind a lock, so instances starting together seed once. */
  async seedIfEmpty(posts: readonly BlogPost[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE blog IN EXCLUSIVE MODE`.execute(trx);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM blog`.execute(trx);
      if (rows[0].n > 0) return 0;
      for (const post of posts) await this.insertRow(post, trx);
      return posts.length;
    });
  }
}
