/**
 * A Repository over lowdb JSON files: a growing collection keeps its records in month segments
 * (segment-layout.ts), a small one in a single file. Memory holds indexes, not records: the
 * segment of each id, each month's segments and count, and what a subclass indexes (booking
 * slots, click counts); records are loaded from their segments on demand (SegmentCache).
 *
 * A change is applied in memory in one synchronous step together with the checks it depends on,
 * then written durably; a failed write undoes it. Operations on one id wait for its write in
 * flight, so an id is never answered before its record is durable and an undo never races.
 */
import { join } from 'node:path';
import { Collection, type Changed, type Removed } from './collection';
import type { GroupCommit } from './group-commit';
import { jsonCopy, jsonForm, newestFirst, replaceIn, timeOf } from './records';
import type { Entity, InsertResult, Page } from './repository';
import { Segment, type SegmentCache } from './segment';
import { SEGMENT_MAX_CHARS, compareMonths, monthKeyOf, segmentFileName } from './segment-layout';
import { StoreError } from './store-error';
import type { UniqueKeyIndex } from './unique-key';

/** Something a subclass keeps up to date as records come and go. */
export interface RecordIndex<T> {
  add(record: T): void;
  remove(record: T): void;
}

export interface CollectionOptions<T> {
  /** Month segments in a folder, or one file. */
  layout: { folder: string } | { file: string };
  commit: GroupCommit;
  cache: SegmentCache;
  indexes?: RecordIndex<T>[];
  /** Start a new segment once the last one reaches this size (default SEGMENT_MAX_CHARS). */
  segmentMaxChars?: number;
}

interface Month<T extends Entity> {
  segments: Segment<T>[];
  count: number;
  lastTime: number;
  /** Insertion order is also time order: newest first is insertion order reversed. */
  ordered: boolean;
}

/** The month key of a single-file collection. */
const ONE_FILE = '';

export class LowdbCollection<T extends Entity> extends Collection<T> {
  readonly layout: CollectionOptions<T>['layout'];
  readonly #options: CollectionOptions<T>;
  readonly #indexes: RecordIndex<T>[];
  readonly #months = new Map<string, Month<T>>();
  /** Month keys, newest first. */
  #monthKeys: string[] = [];
  readonly #ids = new Map<string, Segment<T>>();
  /** Writes in flight by record id. */
  readonly #pending = new Map<string, Promise<void>>();
  #total = 0;

  constructor(options: CollectionOptions<T>) {
    super();
    this.layout = options.layout;
    this.#options = options;
    this.#indexes = [...(options.indexes ?? [])];
  }

  /** Keep `index` up to date too (a subclass's own, registered as it is built). */
  protected indexed<I extends RecordIndex<T>>(index: I): I {
    this.#indexes.push(index);
    return index;
  }

  /** Register a file read at start (files in order); its records are not kept. */
  addScannedSegment(rows: readonly Entity[], chars: number, month = ONE_FILE, seq = 1): void {
    const segment = this.#newSegment(month, seq);
    segment.chars = chars;
    for (const record of rows) {
      const other = this.#ids.get(record.id);
      if (other) {
        throw new StoreError(
          `Record id ${record.id} is stored twice: in ${other.file} and in ${segment.file}. ` +
            'Both files were left unchanged: remove one copy, then start again.',
        );
      }
      this.#index(segment, record as T);
    }
  }

  async count(): Promise<number> {
    return this.#total;
  }

  async list(page: Page = {}): Promise<T[]> {
    const out: T[] = [];
    const limit = page.limit ?? Infinity;
    if (limit > 0) await this.walk(page.offset ?? 0, (r) => out.push(r) < limit);
    return jsonCopy(out);
  }

  async findById(id: string): Promise<T | undefined> {
    return this.#whenReady(id, (segment) => {
      const found = segment?.rows!.find((r) => r.id === id);
      return found && jsonCopy(found);
    });
  }

  async findByIds(ids: readonly string[]): Promise<T[]> {
    const found = await Promise.all(ids.map((id) => this.findById(id)));
    return found.filter((record) => record !== undefined);
  }

  async insertIfAbsent(record: T): Promise<InsertResult<T>> {
    return (await this.insertUnless(record, () => undefined)) as InsertResult<T>;
  }

  // A field a patch sets to undefined is left as it was (PostgreSQL's engine removes it).
  protected override patched(before: T, patch: Partial<Omit<T, 'id'>>): T {
    return { ...before, ...jsonCopy(patch) };
  }

  async remove(id: string): Promise<boolean> {
    return (await this.removeUnless(id, () => false)) === 'removed';
  }

  // `refuse` runs in the synchronous step that removes.
  protected async removeUnless(id: string, refuse: (before: T) => boolean): Promise<Removed> {
    return this.#whenReady(id, async (segment) => {
      if (!segment) return 'not-found' as const;
      const rows = segment.rows!;
      const index = rows.findIndex((r) => r.id === id);
      if (refuse(rows[index])) return 'refused' as const;
      const [removed] = rows.splice(index, 1);
      this.#unindex(segment, removed);
      await this.#persist(segment, id, () => {
        rows.splice(Math.min(index, rows.length), 0, removed);
        this.#index(segment, removed);
      });
      return 'removed' as const;
    });
  }

  /** Remove every matching record; answers how many went. */
  protected async removeWhere(match: (record: T) => boolean): Promise<number> {
    const ids: string[] = [];
    await this.walk(0, (r) => void (match(r) && ids.push(r.id)));
    return (await Promise.all(ids.map((id) => this.remove(id)))).filter(Boolean).length;
  }

  /**
   * Insert unless a record with the id is stored (answers it) or `refuse` answers something (a
   * taken slot...). `refuse` runs in the synchronous step that inserts, so its check cannot be raced.
   */
  protected async insertUnless<R>(
    record: T,
    refuse: () => R | undefined,
  ): Promise<InsertResult<T> | { refused: R }> {
    const { text, stored } = jsonForm(record);
    const chars = text.length + 2;
    const target = () =>
      this.#openSegment('folder' in this.layout ? monthKeyOf(timeOf(stored)) : ONE_FILE, chars);
    return this.#whenReady(
      stored.id,
      async (segment): Promise<InsertResult<T> | { refused: R }> => {
        if (segment)
          return { created: false, existing: jsonCopy(segment.rows!.find((r) => r.id === stored.id)!) };
        const refused = refuse();
        if (refused !== undefined) return { refused };
        const into = target();
        into.rows!.push(stored);
        into.chars += chars;
        this.#index(into, stored);
        await this.#persist(into, stored.id, () => {
          replaceIn(into.rows!, stored);
          into.chars -= chars;
          this.#unindex(into, stored);
        });
        return { created: true, record: JSON.parse(text) as T };
      },
      target,
    );
  }

  /** Insert unless `index` holds the record's key; then answer the record holding it, once durable. */
  protected async insertUnique(record: T, index: UniqueKeyIndex<T>): Promise<InsertResult<T>> {
    const key = index.keyOf(record);
    for (;;) {
      const id = index.idOf(key);
      // findById waits for that record's write in flight.
      const existing = id === undefined ? undefined : await this.findById(id);
      if (existing) return { created: false, existing };
      const result = await this.insertUnless(record, () => index.idOf(key));
      if (!('refused' in result)) return result;
    }
  }

  // `decide` runs in the synchronous step that applies the change.
  protected async change(id: string, decide: (before: T) => T | undefined): Promise<Changed<T>> {
    return this.#whenReady(id, async (segment) => {
      if (!segment) return { status: 'not-found' as const };
      const rows = segment.rows!;
      const before = rows.find((r) => r.id === id)!;
      const next = decide(before);
      if (!next) return { status: 'refused' as const };
      const after = jsonCopy({ ...next, id });
      replaceIn(rows, before, after);
      this.#reindex(segment, before, after);
      await this.#persist(segment, id, () => {
        replaceIn(rows, after, before);
        this.#reindex(segment, after, before);
      });
      return { status: 'updated' as const, record: jsonCopy(after) };
    });
  }

  /**
   * Visit the records newest first after the `skip` newest, until `visit` answers false. An
   * ordered month is read newest segment first, any other whole, then sorted. Records are the
   * stored objects: copy what leaves the store.
   */
  protected async walk(skip: number, visit: (record: T) => boolean | void): Promise<void> {
    for (const key of this.#monthKeys) {
      const month = this.#months.get(key)!;
      for (const group of month.ordered ? month.segments.map((s) => [s]).reverse() : [month.segments]) {
        const size = group.reduce((n, s) => n + s.count, 0);
        if (skip >= size) {
          skip -= size;
          continue;
        }
        const rows = await this.#when(
          () => group,
          () => group.flatMap((s) => s.rows!),
        );
        for (const record of (month.ordered ? rows.reverse() : newestFirst(rows)).slice(skip)) {
          if (visit(record) === false) return;
        }
        skip = 0;
      }
    }
  }

  /** Runs `step` with the segment of `id` once no write on the id is in flight and it is loaded. */
  #whenReady<R>(id: string, step: (segment: Segment<T> | undefined) => R, also?: () => Segment<T>) {
    return this.#when(
      () => this.#pending.get(id)?.catch(() => {}) ?? [this.#ids.get(id), also?.()],
      () => step(this.#ids.get(id)),
    );
  }

  /**
   * Runs `step` once `need()` answers only loaded segments (holding them while they load) rather
   * than a promise to wait for; `step` runs in the same synchronous step as that check.
   */
  async #when<R>(need: () => Promise<void> | (Segment<T> | undefined)[], step: () => R): Promise<Awaited<R>> {
    const held = new Set<Segment<T>>();
    try {
      for (;;) {
        const needed = need();
        if (needed instanceof Promise) {
          await needed;
          continue;
        }
        const missing = needed.filter((s): s is Segment<T> => s !== undefined && !s.rows);
        if (missing.length === 0) return await step();
        for (const segment of missing) {
          if (!held.has(segment)) segment.holds++;
          held.add(segment);
        }
        await Promise.all(missing.map((s) => s.load()));
      }
    } finally {
      for (const segment of held) segment.holds--;
    }
  }

  /** Write the segment; undo the change if the write fails. Other operations on `id` wait for it. */
  #persist(segment: Segment<T>, id: string, undo: () => void): Promise<void> {
    const done: Promise<void> = segment
      .write()
      .catch((err: unknown) => {
        undo();
        throw err;
      })
      .finally(() => this.#pending.get(id) === done && this.#pending.delete(id));
    this.#pending.set(id, done);
    return done;
  }

  #newSegment(monthKey: string, seq: number): Segment<T> {
    let month = this.#months.get(monthKey);
    if (!month) {
      month = { segments: [], count: 0, lastTime: -Infinity, ordered: true };
      this.#months.set(monthKey, month);
      this.#monthKeys = [...this.#months.keys()].sort((a, b) => compareMonths(b, a));
    }
    const file =
      'file' in this.layout ? this.layout.file : join(this.layout.folder, segmentFileName(monthKey, seq));
    const segment = new Segment<T>(file, monthKey, seq, this.#options.commit, this.#options.cache);
    month.segments.push(segment);
    return segment;
  }

  /** The segment taking a month's next insert: its last one, or a new one when that is full. */
  #openSegment(monthKey: string, chars: number): Segment<T> {
    const last = this.#months.get(monthKey)?.segments.at(-1);
    const max = 'file' in this.layout ? Infinity : (this.#options.segmentMaxChars ?? SEGMENT_MAX_CHARS);
    if (last && (last.count === 0 || last.chars + chars <= max)) return last;
    const segment = this.#newSegment(monthKey, (last?.seq ?? 0) + 1);
    segment.adopt([]);
    return segment;
  }

  #index(segment: Segment<T>, record: T): void {
    const month = this.#months.get(segment.month)!;
    const time = timeOf(record);
    if (time < month.lastTime) month.ordered = false;
    month.lastTime = Math.max(month.lastTime, time);
    month.count++;
    segment.count++;
    this.#total++;
    this.#ids.set(record.id, segment);
    for (const index of this.#indexes) index.add(record);
  }

  #unindex(segment: Segment<T>, record: T): void {
    this.#months.get(segment.month)!.count--;
    segment.count--;
    this.#total--;
    this.#ids.delete(record.id);
    for (const index of this.#indexes) index.remove(record);
  }

  #reindex(segment: Segment<T>, before: T, after: T): void {
    for (const index of this.#indexes) {
      index.remove(before);
      index.add(after);
    }
    if (timeOf(after) !== timeOf(before)) this.#months.get(segment.month)!.ordered = false;
  }
}
