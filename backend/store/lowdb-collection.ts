/**
 * A Repository over one lowdb JSON file holding an array, for the small collections (users,
 * sessions, newsletter, blog). The whole collection lives in memory; a mutation changes memory
 * synchronously and then awaits the durable write (DurableJSONFile: temp file, fsync, rename,
 * fsync of the folder; coalesced), so each write on disk contains every earlier mutation and a
 * caller's promise resolves only once its record is durable. A failed write undoes that
 * caller's change.
 */
import type { Low } from 'lowdb';
import type { Entity, InsertResult, Page, Repository } from './repository';

function timeOf(record: Entity): number {
  const t = record.createdAt ? Date.parse(record.createdAt) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** Newest first; among equal times, the latest inserted first. */
export function newestFirst<T extends Entity>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index, time: timeOf(row) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map((entry) => entry.row);
}

function paginate<T>(rows: T[], page: Page = {}): T[] {
  const offset = page.offset ?? 0;
  return page.limit === undefined ? rows.slice(offset) : rows.slice(offset, offset + page.limit);
}

export class LowdbCollection<T extends Entity> implements Repository<T> {
  readonly #db: Low<T[]>;
  readonly #pending = new Set<Promise<void>>();
  /** Inserts not yet durable, by id: a duplicate waits for its original before answering. */
  readonly #inserting = new Map<string, Promise<void>>();

  constructor(db: Low<T[]>) {
    this.#db = db;
  }

  /** The live array: subclasses read it synchronously so check-then-write stays atomic. */
  protected get rows(): T[] {
    return this.#db.data;
  }

  /**
   * Copies keep callers from mutating stored records behind the store's back; a JSON round
   * trip also makes memory hold exactly what the file holds (no undefined keys, no Dates).
   */
  protected copy<V>(value: V): V {
    return JSON.parse(JSON.stringify(value)) as V;
  }

  async list(page?: Page): Promise<T[]> {
    return paginate(newestFirst(this.rows), page).map((r) => this.copy(r));
  }

  async count(): Promise<number> {
    return this.rows.length;
  }

  async findById(id: string): Promise<T | undefined> {
    const found = this.rows.find((r) => r.id === id);
    return found && this.copy(found);
  }

  async insert(record: T): Promise<T> {
    const stored = this.copy(record);
    this.rows.push(stored);
    const done = this.persist(() => this.discard(stored));
    this.#inserting.set(stored.id, done);
    try {
      await done;
    } finally {
      if (this.#inserting.get(stored.id) === done) this.#inserting.delete(stored.id);
    }
    return this.copy(stored);
  }

  async insertIfAbsent(record: T): Promise<InsertResult<T>> {
    return this.insertUnless((r) => r.id === record.id, record);
  }

  /**
   * Insert unless a stored record matches; then answer a copy of it, once its own insert is
   * durable (a 2xx must never answer a record that a crash could still lose). The check and
   * the insert happen in one synchronous step.
   */
  protected async insertUnless(match: (record: T) => boolean, record: T): Promise<InsertResult<T>> {
    for (;;) {
      const found = this.rows.find(match);
      if (!found) return { created: true, record: await this.insert(record) };
      const inserting = this.#inserting.get(found.id);
      if (!inserting) return { created: false, existing: this.copy(found) };
      await inserting.catch(() => {});
    }
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    const index = this.rows.findIndex((r) => r.id === id);
    if (index === -1) return undefined;
    const before = this.rows[index];
    const after: T = { ...before, ...this.copy(patch), id: before.id };
    this.rows[index] = after;
    await this.persist(() => {
      const i = this.rows.indexOf(after);
      if (i !== -1) this.rows[i] = before;
    });
    return this.copy(after);
  }

  async remove(id: string): Promise<boolean> {
    return (await this.removeWhere((r) => r.id === id)) > 0;
  }

  /** Remove every matching record; answers how many went. */
  protected async removeWhere(predicate: (record: T) => boolean): Promise<number> {
    const removed = this.rows.filter(predicate);
    if (removed.length === 0) return 0;
    this.#db.data = this.rows.filter((r) => !predicate(r));
    await this.persist(() => this.rows.push(...removed));
    return removed.length;
  }

  /** Write the whole collection (used once to create a missing file). */
  async save(): Promise<void> {
    await this.persist(() => {});
  }

  /** Wait for every write in flight. */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.#pending]);
  }

  private discard(record: T): void {
    const i = this.rows.indexOf(record);
    if (i !== -1) this.rows.splice(i, 1);
  }

  private async persist(undo: () => void): Promise<void> {
    const write = this.#db.write();
    this.#pending.add(write);
    try {
      await write;
    } catch (err) {
      undo();
      throw err;
    } finally {
      this.#pending.delete(write);
    }
  }
}
