/**
 * One month of a growing collection: its segments in sequence order, its count, and whether
 * insertion order is also time order (then newest first is insertion order reversed, and a
 * page reads only the segments it covers).
 */
import { readFile } from 'node:fs/promises';
import { parseStoreText } from './durable-json-file';
import { freezeAll } from './record-json';
import type { Entity } from './repository';
import type { Segment } from './segment';
import { timeOf } from './segment-layout';
import { StoreError } from './store-error';

export class Month<T extends Entity> {
  readonly segments: Segment<T>[] = [];
  count = 0;
  lastTime = -Infinity;
  /** Insertion order is also time order. */
  ordered = true;

  constructor(readonly key: string) {}

  note(time: number): void {
    if (time < this.lastTime) this.ordered = false;
    else this.lastTime = time;
  }
}

/** Records in a segment as far as positions go: what is in memory, else its count. */
const sizeOf = <T extends Entity>(s: Segment<T>) => s.rows?.length ?? s.count;

/** The segments holding insertion positions [start, end) of a month. */
export function segmentsCovering<T extends Entity>(
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
export function sliceOrdered<T extends Entity>(segments: Segment<T>[], start: number, end: number): T[] {
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

/** Records of a month (all of its segments, insertion order) newest first. */
export function newestFirstOf<T extends Entity>(month: Month<T>, rows: T[]): T[] {
  if (month.ordered) return rows.reverse();
  return rows
    .map((row, i) => ({ row, i, t: timeOf(row) }))
    .sort((a, b) => b.t - a.t || b.i - a.i)
    .map((e) => e.row);
}

/** A segment's records straight from its file, without loading it into the cache. */
export async function readSegmentFile<T extends Entity>(segment: Segment<T>): Promise<T[]> {
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
