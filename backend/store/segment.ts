/**
 * One file of a collection (a month segment, or a small collection's file), through lowdb. Its
 * records are in memory only while loaded: the SegmentCache unloads the least recently used
 * segments that nothing holds, so memory stays bounded however large the store grows.
 */
import { Low } from 'lowdb';
import type { GroupCommit } from './group-commit';
import { readStoreFile, serializeRecords } from './record-file';
import type { Entity } from './repository';

export class Segment<T extends Entity> {
  /** Records in the segment, loaded or not. */
  count = 0;
  /** Characters of its text, roughly (exact when read, grown by each insert). */
  chars = 0;
  /** Operations and writes using the records: a held segment is never unloaded. */
  holds = 0;
  readonly #db: Low<T[]>;
  #loaded = false;
  #loading: Promise<T[]> | undefined;

  constructor(
    readonly file: string,
    readonly month: string,
    readonly seq: number,
    commit: GroupCommit,
    private readonly cache: SegmentCache,
  ) {
    // The adapter writes through the store's group commit: durable when the promise resolves.
    const adapter = {
      read: async () => (await readStoreFile<T>(file))?.rows ?? [],
      write: (data: T[]) => commit.replace(file, () => serializeRecords(data)),
    };
    this.#db = new Low<T[]>(adapter, []);
  }

  /** The records in insertion order when loaded, else undefined. */
  get rows(): T[] | undefined {
    return this.#loaded ? this.#db.data : undefined;
  }

  /** Load the records (once). Hold the segment while using them. */
  load(): Promise<T[]> {
    if (this.#loaded) return Promise.resolve(this.adopt(this.#db.data));
    this.#loading ??= this.#db
      .read()
      .then(() => this.adopt(this.#db.data))
      .finally(() => (this.#loading = undefined));
    return this.#loading;
  }

  /** Take records already in memory (a new, empty segment). */
  adopt(rows: T[]): T[] {
    this.#db.data = rows;
    this.#loaded = true;
    this.cache.touch(this);
    return rows;
  }

  unload(): void {
    this.#loaded = false;
    this.#db.data = [];
  }

  /** Persist the records as they are when the write starts; resolves once durable. */
  async write(): Promise<void> {
    this.cache.touch(this);
    this.holds++;
    try {
      await this.#db.write();
    } finally {
      this.holds--;
    }
  }
}

type Cached = Pick<Segment<Entity>, 'chars' | 'holds' | 'unload'>;

/** Keeps the loaded segments of a store under a budget of characters, least recently used out first. */
export class SegmentCache {
  /** Loaded segments, least recently used first, with the size each was counted at. */
  readonly #recent = new Map<Cached, number>();
  #total = 0;

  constructor(readonly maxChars: number) {}

  touch(segment: Cached): void {
    this.#forget(segment);
    this.#recent.set(segment, segment.chars);
    this.#total += segment.chars;
    for (const [old] of this.#recent) {
      if (this.#total <= this.maxChars) break;
      if (old.holds > 0 || old === segment) continue;
      this.#forget(old);
      old.unload();
    }
  }

  #forget(segment: Cached): void {
    this.#total -= this.#recent.get(segment) ?? 0;
    this.#recent.delete(segment);
  }
}
