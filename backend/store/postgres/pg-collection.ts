/**
 * A Repository over one PostgreSQL table (migrations/): each record whole in `data` (jsonb), with
 * `created_at` and `seq` for the newest-first order and the columns a subclass indexes. A check
 * that must be atomic with its write runs in one transaction on the row locked FOR UPDATE, or is
 * a unique index the database enforces for every instance at once.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { Collection, type Changed, type Removed } from '../collection';
import { jsonCopy, jsonForm, timeOf } from '../records';
import type { Entity, InsertResult, Page } from '../repository';

export type Db = Kysely<unknown> | Transaction<unknown>;

/** A column value: a parameter, or SQL the database evaluates (a sequence's next value). */
export type ColumnValue = string | number | boolean | Date | null | RawBuilder<unknown>;

export interface TableOptions<T> {
  db: Kysely<unknown>;
  table: string;
  /** The table's own columns (beyond id, created_at and data), from a record. */
  columns?: (record: T) => Record<string, ColumnValue>;
  /** How a stored record is read (users: an absent role reads as admin). */
  read?: (stored: T) => T;
}

/** PostgreSQL's unique_violation: an index refused a second holder of a key. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

export class PgCollection<T extends Entity> extends Collection<T> {
  protected readonly db: Kysely<unknown>;
  protected readonly table: ReturnType<typeof sql.table>;
  readonly #columns: (record: T) => Record<string, ColumnValue>;
  readonly #read: (stored: T) => T;

  constructor(options: TableOptions<T>) {
    super();
    this.db = options.db;
    this.table = sql.table(options.table);
    this.#columns = options.columns ?? (() => ({}));
    this.#read = options.read ?? ((stored) => stored);
  }

  async count(): Promise<number> {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${this.table}`.execute(this.db);
    return rows[0].n;
  }

  list(page: Page = {}): Promise<T[]> {
    return this.select(sql`TRUE`, page);
  }

  async findById(id: string, db: Db = this.db): Promise<T | undefined> {
    const { rows } = await sql<{ data: T }>`SELECT data FROM ${this.table} WHERE id = ${id}`.execute(db);
    return rows[0] && this.#read(rows[0].data);
  }

  async findByIds(ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<{ id: string; data: T }>`
      SELECT id, data FROM ${this.table} WHERE id = ANY(${[...ids]}::text[])`.execute(this.db);
    const byId = new Map(rows.map((row) => [row.id, row.data]));
    return ids.flatMap((id) => {
      const stored = byId.get(id);
      return stored ? [this.#read(stored)] : [];
    });
  }

  insertIfAbsent(record: T): Promise<InsertResult<T>> {
    return this.insertUnique(record);
  }

  async remove(id: string): Promise<boolean> {
    const { rows } = await sql`DELETE FROM ${this.table} WHERE id = ${id} RETURNING id`.execute(this.db);
    return rows.length > 0;
  }

  /**
   * Store the records whose ids (and unique keys) are new, in this order, in one statement;
   * answers how many were new. For copying a store: no record is answered back.
   */
  async insertMany(records: readonly T[]): Promise<number> {
    if (records.length === 0) return 0;
    const { rows } = await sql`${this.insertSql(records)} RETURNING id`.execute(this.db);
    return rows.length;
  }

  /**
   * `INSERT … ON CONFLICT DO NOTHING` of the records' JSON forms (at least one), for statements
   * that write to several tables at once. Throws a TypeError for what JSON cannot hold.
   */
  insertSql(records: readonly T[]): RawBuilder<unknown> {
    const rows = records.map((record) => this.#values(jsonForm(record)));
    const columns = Object.keys(rows[0]);
    return sql`
      INSERT INTO ${this.table} (${sql.join(columns.map((c) => sql.id(c)))})
      VALUES ${sql.join(rows.map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`))}
      ON CONFLICT DO NOTHING`;
  }

  /** A stored record as this collection reads it (the JSON form, as insertSql stores it). */
  protected asStored(record: T): T {
    return this.#read(jsonCopy(record));
  }

  /** Records matching `where`, newest first (then latest inserted), in a page. */
  protected async select(where: RawBuilder<unknown>, page: Page = {}, db: Db = this.db): Promise<T[]> {
    const { rows } = await sql<{ data: T }>`
      SELECT data FROM ${this.table} WHERE ${where}
      ORDER BY created_at DESC NULLS LAST, seq DESC
      LIMIT ${page.limit ?? null} OFFSET ${page.offset ?? 0}`.execute(db);
    return rows.map((row) => this.#read(row.data));
  }

  /**
   * Insert unless the id or a key a unique index holds is stored; then answer the record holding
   * the key (`byKey`) or the id. When that record went meanwhile, try again.
   */
  protected async insertUnique(
    record: T,
    byKey: (record: T) => Promise<T | undefined> = async () => undefined,
  ): Promise<InsertResult<T>> {
    for (;;) {
      const result = await this.insertRow(record);
      if (result.created) return result;
      // Another instance's insert committed first (ON CONFLICT waited for it).
      const existing = (await byKey(record)) ?? (await this.findById(record.id));
      if (existing) return { created: false, existing };
    }
  }

  /**
   * Insert the record's JSON form unless its id (or a key a unique index holds) is stored:
   * `created: false` then, with nothing written. Throws a TypeError for what JSON cannot hold.
   */
  protected async insertRow(
    record: T,
    db: Db = this.db,
  ): Promise<{ created: true; record: T } | { created: false }> {
    const { rows } = await sql<{ data: T }>`${this.insertSql([record])} RETURNING data`.execute(db);
    return rows.length ? { created: true, record: this.#read(rows[0].data) } : { created: false };
  }

  /**
   * Insert, or when a record already holds the key in `keyColumn` (a unique index), write that
   * record again unchanged and answer it. One statement either way, and either way a row version
   * is written, so both wait for the same commit.
   */
  protected async insertOrRewrite(record: T, keyColumn: string): Promise<InsertResult<T>> {
    const row = this.#values(jsonForm(record));
    const columns = Object.keys(row);
    const { rows } = await sql<{ data: T }>`
      INSERT INTO ${this.table} (${sql.join(columns.map((c) => sql.id(c)))})
      VALUES (${sql.join(columns.map((c) => row[c]))})
      ON CONFLICT (${sql.id(keyColumn)}) DO UPDATE SET data = ${this.table}.data
      RETURNING data`.execute(this.db);
    const stored = this.#read(rows[0].data);
    return stored.id === record.id ? { created: true, record: stored } : { created: false, existing: stored };
  }

  // `decide` sees the row locked for this transaction, so no instance can race its check;
  // `lock` first takes whatever else that check reads (it runs in the same transaction).
  protected change(
    id: string,
    decide: (before: T) => T | undefined,
    lock?: (trx: Db) => Promise<void>,
  ): Promise<Changed<T>> {
    return this.db.transaction().execute(async (trx) => {
      await lock?.(trx);
      const { rows } = await sql<{ data: T }>`
        SELECT data FROM ${this.table} WHERE id = ${id} FOR UPDATE`.execute(trx);
      if (!rows[0]) return { status: 'not-found' as const };
      const next = decide(this.#read(rows[0].data));
      if (!next) return { status: 'refused' as const };
      const form = jsonForm({ ...next, id });
      const { id: _id, ...values } = this.#values(form);
      const assignments = Object.entries(values).map(([column, value]) => sql`${sql.id(column)} = ${value}`);
      await sql`UPDATE ${this.table} SET ${sql.join(assignments)} WHERE id = ${id}`.execute(trx);
      return { status: 'updated' as const, record: jsonCopy(this.#read(form.stored)) };
    });
  }

  // `refuse` sees the row locked for this transaction; `alongside` writes in the same one.
  protected removeUnless(
    id: string,
    refuse: (before: T) => boolean,
    alongside?: (trx: Db) => Promise<unknown>,
  ): Promise<Removed> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ data: T }>`
        SELECT data FROM ${this.table} WHERE id = ${id} FOR UPDATE`.execute(trx);
      if (!rows[0]) return 'not-found' as const;
      if (refuse(this.#read(rows[0].data))) return 'refused' as const;
      await sql`DELETE FROM ${this.table} WHERE id = ${id}`.execute(trx);
      await alongside?.(trx);
      return 'removed' as const;
    });
  }

  #values({ text, stored }: { text: string; stored: T }): Record<string, ColumnValue> {
    const time = timeOf(stored);
    return {
      id: stored.id,
      created_at: Number.isFinite(time) ? new Date(time) : null,
      data: sql`${text}::jsonb`,
      ...this.#columns(stored),
    };
  }
}
