/**
 * A Repository over a folder of month segments (segment-layout.ts) for collections that grow
 * without bound. Memory holds indexes, not records: every id and the segment holding it
 * (IdIndex), the count of each month, and whatever a subclass indexes (booking slots, click
 * counters). Records are read from their segments on demand (SegmentCache keeps recent ones).
 *
 * A write changes one segment: the change is made in memory synchronously (so a check and the
 * write that depends on it cannot interleave with another request), then the segment is written
 * durably and the caller's promise resolves. A failed write undoes that caller's change.
 * Stored records are frozen and handed out as they are.
 */
import { join } from 'node:path';
import type { DurableWriter } from './durable-writer';
import { IdIndex, type IdHash } from './id-index';
import { Month, newestFirstOf, readSegmentFile, segmentsCovering, sliceOrdered } from './month';
import { recordText, toStored } from './record-json';
import type { Entity, InsertResult, Page, Repository } from './repository';
import { Segment, type SegmentCache } from './segment';
import { SEGMENT_MAX_CHARS, compareMonths, monthKeyOf, segmentFileName, timeOf } from './segment-layout';
import { StoreError } from './store-error';

/** Something a subclass keeps up to date as records come and go. */
export interface RecordIndex<T> {
  add(record: T): void;
  remove(record: T): void;
}

export interface MonthlyCollectionOptions<T> {
  /** The collection's folder. */
  dir: string;
  /** The store's writer threads. */
  writer: DurableWriter;
  cache: SegmentCache;
  indexes?: RecordIndex<T>[];
  /** Start a new segment once the last one reaches this size (default SEGMENT_MAX_CHARS). */
  segmentMaxChars?: number;
  /** The id hash of the id index; tests pass a weak one to force collisions. */
  idHash?: IdHash;
}

/** What a change decides about a record: replace it with `next`, or refuse with an answer. */
export type Decision<T, R> = { next: T } | { refuse: R };

export type ChangeResult<T, R> = { status: 'updated'; record: T } | { status: 'not-found' } | R;

export class MonthlyCollection<T extends Entity> implements Repository<T> {
  readonly dir: string;
  readonly #writer: DurableWriter;
  readonly #cache: SegmentCache;
  readonly #indexes: RecordIndex<T>[];
  readonly #maxChars: number;
  readonly #months = new Map<string, Month<T>>();
  /** Month keys, oldest first. */
  #monthOrder: string[] = [];
  readonly #ids: IdIndex<Segment<T>>;
  /** Inserts not yet durable: a duplicate waits for its original before answering. */
  readonly #pending = new Map<string, Promise<unknown>>();
  readonly #inFlight = new Set<Promise<unknown>>();
  #total = 0;

  constructor(options: MonthlyCollectionOptions<T>) {
    this.dir = options.dir;
    this.#writer = options.writer;
    this.#cache = options.cache;
    this.#indexes = options.indexes ?? [];
    this.#maxChars = options.segmentMaxChars ?? SEGMENT_MAX_CHARS;
    this.#ids = new IdIndex(options.idHash);
  }

  // ---- loading (used once, by the scan at start) ----

  /** Register an existing segment file and its records (read by the scan, in file order). */
  async addScannedSegment(month: string, seq: number, rows: T[], chars: number): Promise<Segment<T>> {
    const m = this.#month(month);
    const segment = this.#newSegment(m, seq);
    segment.count = rows.length;
    segment.chars = chars;
    for (const [i, record] of rows.entries()) {
      const other = this.#ids.lookup(record.id);
      if (other && (await this.#holds(other, record.id, other === segment ? rows.slice(0, i) : undefined))) {
        throw new StoreError(
          `Record id ${record.id} is stored twice: in ${other.file} and in ${segment.file}. ` +
            'Both files were left unchanged: remove one copy, then start again.',
        );
      }
      this.#ids.add(record.id, segment);
      m.note(timeOf(record));
      for (const index of this.#indexes) index.add(record);
    }
    m.count += rows.length;
    this.#total += rows.length;
    return segment;
  }

  /** Month keys newest first. */
  get monthsNewestFirst(): string[] {
    return [...this.#monthOrder].reverse();
  }

  /** Whether a record with this id is stored (reads its segment to be sure). */
  async contains(id: string): Promise<boolean> {
    return (await this.#find(id)) !== undefined;
  }

  // ---- Repository ----

  async count(): Promise<number> {
    return this.#total;
  }

  async list(page: Page = {}): Promise<T[]> {
    let skip = page.offset ?? 0;
    let want = page.limit ?? Infinity;
    const out: T[] = [];
    for (const key of this.monthsNewestFirst) {
      if (want <= 0) break;
      const month = this.#months.get(key)!;
      if (skip >= month.count) {
        skip -= month.count;
        continue;
      }
      const rows = await this.#newestFirst(month, skip, Math.min(want, month.count - skip));
      out.push(...rows);
      want -= rows.length;
      skip = 0;
    }
    return out;
  }

  findById(id: string): Promise<T | undefined> {
    return this.#find(id);
  }

  /** Store a record whose id is new (use insertIfAbsent when it may not be). */
  async insert(record: T): Promise<T> {
    if (this.#ids.exact(record.id) || this.#pending.has(record.id)) {
      throw new Error(`A record with id ${record.id} is already stored`);
    }
    const stored = toStored(record);
    const segment = this.#reserve(stored);
    const done = this.#track(this.#append(segment, stored));
    this.#pending.set(stored.id, done);
    try {
      await done;
    } finally {
      if (this.#pending.get(stored.id) === done) this.#pending.delete(stored.id);
    }
    return stored;
  }

  async insertIfAbsent(record: T): Promise<InsertResult<T>> {
    const result = await this.insertUnless(record, () => undefined);
    return 'refused' in result ? (result.refused as never) : result;
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    const result = await this.change(id, (before) => ({ next: { ...before, ...patch, id: before.id } }));
    return result.status === 'updated' ? result.record : undefined;
  }

  async remove(id: string): Promise<boolean> {
    const segment = this.#ids.lookup(id);
    if (!segment) return false;
    segment.holds++;
    try {
      const rows = await segment.load();
      const index = rows.findIndex((r) => r.id === id);
      if (index === -1) return false;
      const [removed] = rows.splice(index, 1);
      this.#unindex(segment, removed);
      try {
        await this.#track(segment.write());
      } catch (err) {
        rows.splice(Math.min(index, rows.length), 0, removed);
        this.#index(segment, removed);
        throw err;
      }
      return true;
    } finally {
      segment.holds--;
    }
  }

  /** Wait for every write in flight. */
  async flush(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  // ---- for subclasses ----

  /**
   * Insert unless a record with the id is stored (answers it, once durable) or `refuse`
   * answers something (a taken slot...). `refuse` runs synchronously right before the insert
   * takes effect in memory, so its check cannot be raced.
   */
  protected async insertUnless<R>(
    record: T,
    refuse: () => R | undefined,
  ): Promise<InsertResult<T> | { refused: R }> {
    for (;;) {
      if (this.#ids.lookup(record.id) || this.#pending.has(record.id)) {
        await this.#pending.get(record.id)?.catch(() => {});
        const existing = await this.#find(record.id);
        if (existing) return { created: false, existing };
        // A hash collision, or an insert that failed: free, unless it was taken meanwhile.
        if (this.#ids.exact(record.id) || this.#pending.has(record.id)) continue;
      }
      const refused = refuse();
      if (refused !== undefined) return { refused };
      return { created: true, record: await this.insert(record) };
    }
  }

  /**
   * Replace a record by what `decide` makes of it; `decide` runs synchronously with the record
   * in memory, so a check it makes (is the new slot free?) holds when the change is applied.
   * It may refuse with an answer of its own instead.
   */
  protected async change<R = never>(
    id: string,
    decide: (before: T) => Decision<T, R>,
  ): Promise<ChangeResult<T, R>> {
    const segment = this.#ids.lookup(id);
    if (!segment) return { status: 'not-found' };
    segment.holds++;
    try {
      const rows = await segment.load();
      const index = rows.findIndex((r) => r.id === id);
      if (index === -1) return { status: 'not-found' };
      const before = rows[index];
      const decision = decide(before);
      if ('refuse' in decision) return decision.refuse;
      const after = toStored({ ...decision.next, id: before.id });
      rows[index] = after;
      this.#swap(segment, before, after);
      try {
        await this.#track(segment.write());
      } catch (err) {
        const i = rows.indexOf(after);
        if (i !== -1) rows[i] = before;
        this.#swap(segment, after, before);
        throw err;
      }
      return { status: 'updated', record: after };
    } finally {
      segment.holds--;
    }
  }

  /** Visit every record newest first (read from disk without filling the cache) until the visitor answers false. */
  protected async scanNewestFirst(visit: (record: T) => boolean | void): Promise<void> {
    for (const key of this.monthsNewestFirst) {
      const month = this.#months.get(key)!;
      const parts: T[][] = [];
      for (const segment of month.segments)
        parts.push(segment.rows ? [...segment.rows] : await readSegmentFile(segment));
      for (const record of newestFirstOf(month, parts.flat())) if (visit(record) === false) return;
    }
  }

  // ---- internals ----

  #month(key: string): Month<T> {
    let month = this.#months.get(key);
    if (!month) {
      month = new Month<T>(key);
      this.#months.set(key, month);
      this.#monthOrder.push(key);
      this.#monthOrder.sort(compareMonths);
    }
    return month;
  }

  #newSegment(month: Month<T>, seq: number): Segment<T> {
    const file = join(this.dir, segmentFileName(month.key, seq));
    const segment = new Segment<T>(file, month.key, seq, this.#writer, this.#cache);
    month.segments.push(segment);
    return segment;
  }

  /** Whether a segment holds an id: `rows` if given, else what is in memory or on disk. */
  async #holds(segment: Segment<T>, id: string, rows?: T[]): Promise<boolean> {
    const records = rows ?? segment.rows ?? (await readSegmentFile(segment));
    return records.some((r) => r.id === id);
  }

  /** Count a new record in its month's open segment (a new one when full), synchronously. */
  #reserve(stored: T): Segment<T> {
    const time = timeOf(stored);
    const month = this.#month(monthKeyOf(time));
    let segment = month.segments.at(-1);
    const chars = recordText(stored).length + 2;
    if (!segment || (segment.count > 0 && segment.chars + chars > this.#maxChars)) {
      segment = this.#newSegment(month, (segment?.seq ?? 0) + 1);
      segment.adopt([]);
    }
    month.note(time);
    this.#index(segment, stored);
    segment.chars += chars;
    return segment;
  }

  async #append(segment: Segment<T>, stored: T): Promise<void> {
    segment.holds++;
    let rows: T[] | undefined;
    try {
      rows = segment.rows ?? (await segment.load());
      rows.push(stored);
      await segment.write();
    } catch (err) {
      const i = rows?.indexOf(stored) ?? -1;
      if (i !== -1) rows!.splice(i, 1);
      this.#unindex(segment, stored);
      segment.chars -= recordText(stored).length + 2;
      throw err;
    } finally {
      segment.holds--;
    }
  }

  #index(segment: Segment<T>, record: T): void {
    this.#ids.add(record.id, segment);
    segment.count++;
    this.#months.get(segment.month)!.count++;
    this.#total++;
    for (const index of this.#indexes) index.add(record);
  }

  #unindex(segment: Segment<T>, record: T): void {
    this.#ids.remove(record.id, segment);
    segment.count--;
    this.#months.get(segment.month)!.count--;
    this.#total--;
    for (const index of this.#indexes) index.remove(record);
  }

  #swap(segment: Segment<T>, before: T, after: T): void {
    for (const index of this.#indexes) {
      index.remove(before);
      index.add(after);
    }
    if (timeOf(after) !== timeOf(before)) this.#months.get(segment.month)!.ordered = false;
  }

  #track<P extends Promise<unknown>>(promise: P): P {
    this.#inFlight.add(promise);
    const forget = () => this.#inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  async #find(id: string): Promise<T | undefined> {
    const segment = this.#ids.lookup(id);
    if (!segment) return undefined;
    segment.holds++;
    try {
      return (await segment.load()).find((r) => r.id === id);
    } finally {
      segment.holds--;
    }
  }

  /** `take` records of a month newest first, after skipping its `skip` newest. */
  async #newestFirst(month: Month<T>, skip: number, take: number): Promise<T[]> {
    const held = new Set<Segment<T>>();
    try {
      for (;;) {
        // Positions in insertion order; recomputed after each wait, as inserts may have landed.
        const all = !month.ordered;
        const end = month.count - skip;
        const start = all ? 0 : Math.max(0, end - take);
        const needed = all ? month.segments : segmentsCovering(month.segments, start, end);
        const missing = needed.filter((s) => !s.rows);
        if (missing.length === 0) {
          if (!all) return sliceOrdered(month.segments, start, end).reverse();
          return newestFirstOf(month, sliceOrdered(month.segments, 0, Infinity)).slice(skip, skip + take);
        }
        for (const s of needed) {
          if (held.has(s)) continue;
          held.add(s);
          s.holds++;
        }
        await Promise.all(missing.map((s) => s.load()));
      }
    } finally {
      for (const s of held) s.holds--;
    }
  }
}
