/**
 * A Repository over a folder of month segments (segment-layout.ts) for collections that grow
 * without bound. Memory holds indexes, not records: every id and the segment holding it, the
 * count of each month, and whatever a subclass indexes (booking slots, click counters).
 * Records are read from their segments on demand (SegmentCache keeps recent ones loaded).
 *
 * A write changes one segment: the change is made in memory synchronously (so a check and the
 * write that depends on it cannot interleave with another request), then the segment is written
 * durably and the caller's promise resolves. A failed write undoes that caller's change.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DirectorySync } from './directory-sync';
import { parseStoreText } from './durable-json-file';
import { freezeAll, recordText, toStored } from './record-json';
import type { Entity, InsertResult, Page, Repository } from './repository';
import { Segment, type SegmentCache } from './segment';
import { SEGMENT_MAX_CHARS, compareMonths, monthKeyOf, segmentFileName, timeOf } from './segment-layout';
import { StoreError } from './store-error';

/** Something a subclass keeps up to date as records come and go. */
export interface RecordIndex<T> {
  add(record: T): void;
  remove(record: T): void;
}

/** Segments of one month, in sequence order, and what pagination needs to know about them. */
class Month<T extends Entity> {
  readonly segments: Segment<T>[] = [];
  count = 0;
  lastTime = -Infinity;
  /** Insertion order is also time order, so newest first is insertion order reversed. */
  ordered = true;

  constructor(readonly key: string) {}

  note(time: number): void {
    if (time < this.lastTime) this.ordered = false;
    else this.lastTime = time;
  }
}

export interface MonthlyCollectionOptions<T> {
  /** The collection's folder. */
  dir: string;
  directory: DirectorySync;
  cache: SegmentCache;
  indexes?: RecordIndex<T>[];
  /** Start a new segment once the last one reaches this size (default SEGMENT_MAX_CHARS). */
  segmentMaxChars?: number;
}

/** What a change decides about a record: replace it with `next`, or refuse with an answer. */
export type Decision<T, R> = { next: T } | { refuse: R };

export type ChangeResult<T, R> = { status: 'updated'; record: T } | { status: 'not-found' } | R;

export class MonthlyCollection<T extends Entity> implements Repository<T> {
  readonly dir: string;
  readonly #directory: DirectorySync;
  readonly #cache: SegmentCache;
  readonly #indexes: RecordIndex<T>[];
  readonly #maxChars: number;
  readonly #months = new Map<string, Month<T>>();
  /** Month keys, oldest first. */
  #monthOrder: string[] = [];
  readonly #ids = new Map<string, Segment<T>>();
  /** Inserts not yet durable: a duplicate waits for its original before answering. */
  readonly #pending = new Map<string, Promise<unknown>>();
  readonly #inFlight = new Set<Promise<unknown>>();
  #total = 0;

  constructor(options: MonthlyCollectionOptions<T>) {
    this.dir = options.dir;
    this.#directory = options.directory;
    this.#cache = options.cache;
    this.#indexes = options.indexes ?? [];
    this.#maxChars = options.segmentMaxChars ?? SEGMENT_MAX_CHARS;
  }

  // ---- loading (used once, by the scan at start) ----

  /** Register an existing segment file and its records (read by the scan, in file order). */
  addScannedSegment(month: string, seq: number, rows: T[], chars: number): Segment<T> {
    const m = this.#month(month);
    const segment = this.#newSegment(m, seq);
    segment.count = rows.length;
    segment.chars = chars;
    for (const record of rows) {
      const other = this.#ids.get(record.id);
      if (other) {
        throw new StoreError(
          `Record id ${record.id} is stored twice: in ${other.file} and in ${segment.file}. ` +
            'Both files were left unchanged: remove one copy, then start again.',
        );
      }
      this.#ids.set(record.id, segment);
      m.note(timeOf(record));
      for (const index of this.#indexes) index.add(record);
    }
    m.count += rows.length;
    this.#total += rows.length;
    return segment;
  }

  /** The segment that takes a month's next record, so a scan can keep it loaded. */
  tailOf(month: string): Segment<T> | undefined {
    return this.#months.get(month)?.segments.at(-1);
  }

  /** Month keys newest first. */
  get monthsNewestFirst(): string[] {
    return [...this.#monthOrder].reverse();
  }

  has(id: string): boolean {
    return this.#ids.has(id);
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

  async findById(id: string): Promise<T | undefined> {
    return this.#find(id);
  }

  async insert(record: T): Promise<T> {
    if (this.#ids.has(record.id)) throw new Error(`A record with id ${record.id} is already stored`);
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
    if (!this.#ids.has(record.id)) return { created: true, record: await this.insert(record) };
    // Answer a stored record only once it is durable; if its insert failed, this one takes over.
    await this.#pending.get(record.id)?.catch(() => {});
    const existing = await this.findById(record.id);
    if (!existing) return this.insertIfAbsent(record);
    return { created: false, existing };
  }

  async update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> {
    const result = await this.change(id, (before) => ({ next: { ...before, ...patch, id: before.id } }));
    return result.status === 'updated' ? result.record : undefined;
  }

  async remove(id: string): Promise<boolean> {
    const segment = this.#ids.get(id);
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
   * Replace a record by what `decide` makes of it; `decide` runs synchronously with the record
   * in memory, so a check it makes (is the new slot free?) holds when the change is applied.
   * It may refuse with an answer of its own instead.
   */
  protected async change<R = never>(
    id: string,
    decide: (before: T) => Decision<T, R>,
  ): Promise<ChangeResult<T, R>> {
    const segment = this.#ids.get(id);
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

  /**
   * Visit every record newest first (read from disk without filling the cache) until the
   * visitor answers false.
   */
  protected async scanNewestFirst(visit: (record: T) => boolean | void): Promise<void> {
    for (const key of this.monthsNewestFirst) {
      const rows = await this.#monthNewestFirst(this.#months.get(key)!, false);
      for (const record of rows) if (visit(record) === false) return;
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
    const segment = new Segment<T>(
      join(this.dir, segmentFileName(month.key, seq)),
      month.key,
      seq,
      this.#directory,
      this.#cache,
    );
    month.segments.push(segment);
    return segment;
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
    this.#ids.set(record.id, segment);
    segment.count++;
    this.#months.get(segment.month)!.count++;
    this.#total++;
    for (const index of this.#indexes) index.add(record);
  }

  #unindex(segment: Segment<T>, record: T): void {
    if (this.#ids.get(record.id) === segment) this.#ids.delete(record.id);
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
    const month = this.#months.get(segment.month)!;
    if (timeOf(after) !== timeOf(before)) month.ordered = false;
  }

  #track<P extends Promise<unknown>>(promise: P): P {
    this.#inFlight.add(promise);
    const forget = () => this.#inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  async #find(id: string): Promise<T | undefined> {
    const segment = this.#ids.get(id);
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
    if (!month.ordered) return (await this.#monthNewestFirst(month, true)).slice(skip, skip + take);
    const held = new Set<Segment<T>>();
    try {
      for (;;) {
        // Positions in insertion order; recomputed after each wait, as inserts may have landed.
        const end = month.count - skip;
        const start = Math.max(0, end - take);
        const needed = segmentsCovering(month.segments, start, end);
        const missing = needed.filter((s) => !s.rows);
        if (missing.length === 0) return sliceOrdered(month.segments, start, end).reverse();
        for (const s of needed) if (!held.has(s)) (held.add(s), s.holds++);
        await Promise.all(missing.map((s) => s.load()));
      }
    } finally {
      for (const s of held) s.holds--;
    }
  }

  /** Every record of a month newest first; `cache` false reads unloaded segments without keeping them. */
  async #monthNewestFirst(month: Month<T>, cache: boolean): Promise<T[]> {
    const parts: T[][] = [];
    for (const segment of month.segments) {
      if (segment.rows) parts.push([...segment.rows]);
      else if (cache) {
        segment.holds++;
        try {
          parts.push([...(await segment.load())]);
        } finally {
          segment.holds--;
        }
      } else parts.push(await readSegmentFile<T>(segment));
    }
    const all = parts.flat();
    if (month.ordered) return all.reverse();
    return all
      .map((row, i) => ({ row, i, t: timeOf(row) }))
      .sort((a, b) => b.t - a.t || b.i - a.i)
      .map((e) => e.row);
  }
}

/** Records in a segment as far as positions go: what is in memory, else its count. */
const sizeOf = <T extends Entity>(s: Segment<T>) => s.rows?.length ?? s.count;

/** The segments holding insertion positions [start, end) of a month. */
function segmentsCovering<T extends Entity>(
  segments: Segment<T>[],
  start: number,
  end: number,
): Segment<T>[] {
  const out: Segment<T>[] = [];
  let offset = 0;
  for (const s of segments) {
    const size = sizeOf(s);
    if (offset + size > start && offset < end) out.push(s);
    offset += size;
    if (offset >= end) break;
  }
  return out;
}

/** Records at insertion positions [start, end) of a month whose covering segments are loaded. */
function sliceOrdered<T extends Entity>(segments: Segment<T>[], start: number, end: number): T[] {
  const out: T[] = [];
  let offset = 0;
  for (const s of segments) {
    const size = sizeOf(s);
    if (offset + size > start && offset < end) {
      out.push(...(s.rows ?? []).slice(Math.max(0, start - offset), end - offset));
    }
    offset += size;
    if (offset >= end) break;
  }
  return out;
}

/** A segment's records straight from its file, without loading it into the cache. */
async function readSegmentFile<T extends Entity>(segment: Segment<T>): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(segment.file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const rows = parseStoreText(segment.file, text);
  if (!Array.isArray(rows)) throw new StoreError(`Store file ${segment.file} must hold a JSON array.`);
  return freezeAll(rows as T[]);
}
