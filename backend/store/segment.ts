/**
 * One segment file of a growing collection, through lowdb with the fsyncing adapter. Its
 * records are in memory only while it is loaded; the SegmentCache unloads the least recently
 * used segments that nobody holds. Counts and size are tracked whether loaded or not.
 */
import { Low } from 'lowdb';
import { DurableJSONFile } from './durable-json-file';
import type { DurableWriter } from './durable-writer';
import { freezeAll, serializeRecords } from './record-json';
import type { Entity } from './repository';
import { StoreError } from './store-error';

/** What the cache sees of a segment. */
export interface CachedSegment {
  readonly chars: number;
  /** In use: must not be unloaded. */
  readonly busy: boolean;
  unload(): void;
}

/** What a segment needs from its cache. */
export interface SegmentCacheHooks {
  /** A segment was loaded or used: remember it as recent, unload others if over budget. */
  touch(segment: CachedSegment): void;
  forget(segment: CachedSegment): void;
}

export class Segment<T extends Entity> implements CachedSegment {
  /** Records in the segment, including ones whose insert is still being written. */
  count = 0;
  /** Characters of the segment's text (approximately, between writes). */
  chars = 0;
  /** Operations in progress; a held segment is never unloaded. */
  holds = 0;

  readonly #db: Low<T[]>;
  readonly #adapter: DurableJSONFile<T[]>;
  readonly #cache: SegmentCacheHooks;
  #loaded = false;
  #loading: Promise<T[]> | undefined;

  constructor(
    readonly file: string,
    readonly month: string,
    readonly seq: number,
    writer: DurableWriter,
    cache: SegmentCacheHooks,
  ) {
    this.#adapter = new DurableJSONFile<T[]>(file, {
      serialize: serializeRecords,
      writer,
      onText: (chars) => (this.chars = chars),
    });
    this.#db = new Low<T[]>(this.#adapter, []);
    this.#cache = cache;
  }

  /** The records when loaded (insertion order), else undefined. */
  get rows(): T[] | undefined {
    return this.#loaded ? this.#db.data : undefined;
  }

  get busy(): boolean {
    return this.holds > 0 || !this.#adapter.idle || this.#loading !== undefined;
  }

  /** Load (once) and answer the records. Hold the segment first if it must stay loaded. */
  load(): Promise<T[]> {
    if (this.#loaded) {
      this.#cache.touch(this);
      return Promise.resolve(this.#db.data);
    }
    this.#loading ??= this.#read().finally(() => (this.#loading = undefined));
    return this.#loading;
  }

  /** Take records already in memory (a scan just read them, or a new empty segment). */
  adopt(rows: T[]): void {
    this.#db.data = rows;
    this.#loaded = true;
    this.#cache.touch(this);
  }

  /** Drop the records from memory; called by the cache only when not busy. */
  unload(): void {
    this.#loaded = false;
    this.#db.data = [];
  }

  /** Persist the current records; resolves once durable. */
  write(): Promise<void> {
    this.#cache.touch(this);
    return this.#db.write();
  }

  async #read(): Promise<T[]> {
    await this.#db.read();
    const rows = this.#db.data;
    if (!Array.isArray(rows)) {
      throw new StoreError(
        `Store file ${this.file} must hold a JSON array; it changed while the server ran.`,
      );
    }
    freezeAll(rows);
    this.#loaded = true;
    this.#cache.touch(this);
    return rows;
  }
}

/** Keeps the loaded segments of every collection under a budget of characters. */
export class SegmentCache implements SegmentCacheHooks {
  /** Loaded segments, least recently used first, with the size each was counted at. */
  readonly #recent = new Map<CachedSegment, number>();
  #total = 0;

  constructor(readonly maxChars: number) {}

  /** Characters of the loaded segments. */
  get chars(): number {
    return this.#total;
  }

  touch(segment: CachedSegment): void {
    this.forget(segment);
    this.#recent.set(segment, segment.chars);
    this.#total += segment.chars;
    if (this.#total > this.maxChars) this.#evict();
  }

  forget(segment: CachedSegment): void {
    const counted = this.#recent.get(segment);
    if (counted === undefined) return;
    this.#recent.delete(segment);
    this.#total -= counted;
  }

  #evict(): void {
    for (const segment of [...this.#recent.keys()]) {
      if (this.#total <= this.maxChars) return;
      if (segment.busy) continue;
      this.forget(segment);
      segment.unload();
    }
  }
}
