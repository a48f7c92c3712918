/**
 * Opens a growing collection's folder at start: reads every segment file (oldest month first),
 * checks that each holds a JSON array of records with ids, and registers them in the
 * collection's indexes. A file that does not parse stops the start with a message naming it;
 * nothing is written here, so a bad file is never written over. Left-over temp files of an
 * interrupted write (never acknowledged) are reported for removal.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseStoreText } from './durable-json-file';
import { freezeAll } from './record-json';
import type { MonthlyCollection } from './monthly-collection';
import type { Entity } from './repository';
import { compareMonths, parseSegmentFileName } from './segment-layout';
import { StoreError } from './store-error';

export interface ScanResult {
  /** Whether the folder exists. */
  exists: boolean;
  /** Temp files of writes interrupted by a crash: safe to delete. */
  staleTempFiles: string[];
  /** Files that are neither segments nor temp files; left alone. */
  unknownFiles: string[];
}

/** Checks one parsed segment: an array of objects, each with a non-empty string id. */
export function checkSegmentRows<T extends Entity>(file: string, data: unknown): T[] {
  if (!Array.isArray(data)) {
    throw new StoreError(
      `Store file ${file} must hold a JSON array. It was left unchanged: repair or move it away, then start again.`,
    );
  }
  data.forEach((row, i) => {
    const id = (row as { id?: unknown } | null)?.id;
    if (typeof row !== 'object' || row === null || Array.isArray(row) || typeof id !== 'string' || !id) {
      throw new StoreError(
        `Store file ${file} holds an invalid record at index ${i} (every record needs a string id). ` +
          'It was left unchanged: repair or move it away, then start again.',
      );
    }
  });
  return freezeAll(data as T[]);
}

async function listFolder(dir: string): Promise<string[] | undefined> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreError(`Cannot read store folder ${dir}: ${(err as Error).message}`);
  }
}

export async function scanFolder<T extends Entity>(collection: MonthlyCollection<T>): Promise<ScanResult> {
  const dir = collection.dir;
  const names = await listFolder(dir);
  if (!names) return { exists: false, staleTempFiles: [], unknownFiles: [] };

  const segments: { name: string; month: string; seq: number }[] = [];
  const staleTempFiles: string[] = [];
  const unknownFiles: string[] = [];
  for (const name of names) {
    const parsed = parseSegmentFileName(name);
    if (parsed) segments.push({ name, ...parsed });
    else if (/^\..+\.tmp$/.test(name)) staleTempFiles.push(join(dir, name));
    else unknownFiles.push(join(dir, name));
  }
  segments.sort((a, b) => compareMonths(a.month, b.month) || a.seq - b.seq);

  // Read ahead one file while the previous one is parsed and indexed.
  const read = (i: number) =>
    i < segments.length
      ? readFile(join(dir, segments[i].name), 'utf8').catch((err: Error) => {
          throw new StoreError(`Cannot read store file ${join(dir, segments[i].name)}: ${err.message}`);
        })
      : undefined;
  let next = read(0);
  for (let i = 0; i < segments.length; i++) {
    const text = await next!;
    next = read(i + 1);
    next?.catch(() => {}); // surfaced when awaited
    const file = join(dir, segments[i].name);
    const rows = checkSegmentRows<T>(file, parseStoreText(file, text));
    const segment = await collection.addScannedSegment(segments[i].month, segments[i].seq, rows, text.length);
    // The newest month's last segment takes the next inserts: keep it in memory.
    if (i === segments.length - 1) segment.adopt(rows);
  }
  return { exists: true, staleTempFiles, unknownFiles };
}

/** Read a segment file's records (for tools and tests that inspect a store). */
export async function readSegmentRecords<T extends Entity>(file: string): Promise<T[]> {
  return checkSegmentRows<T>(file, parseStoreText(file, await readFile(file, 'utf8')));
}
