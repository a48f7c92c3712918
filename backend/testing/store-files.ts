/**
 * Reads a store's files directly, the way a test (or an operator) inspects what is on disk,
 * without going through the repositories.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { compareMonths, parseSegmentFileName } from '../store/segment-layout';
import { readSegmentRecords } from '../store/segment-scan';
import { COLLECTION_FOLDERS } from '../store/store';

export type GrowingCollection = keyof typeof COLLECTION_FOLDERS;

/** The segment files of a growing collection, oldest month first, in sequence order. */
export async function segmentFiles(dataDir: string, collection: GrowingCollection): Promise<string[]> {
  const dir = join(dataDir, COLLECTION_FOLDERS[collection]);
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((name) => ({ name, parsed: parseSegmentFileName(name) }))
    .filter((e) => e.parsed !== undefined)
    .sort((a, b) => compareMonths(a.parsed!.month, b.parsed!.month) || a.parsed!.seq - b.parsed!.seq)
    .map((e) => join(dir, e.name));
}

/** Every record of a growing collection as stored: months oldest first, each in insertion order. */
export async function readStoredRecords<T = Record<string, unknown>>(
  dataDir: string,
  collection: GrowingCollection,
): Promise<T[]> {
  const out: T[] = [];
  for (const file of await segmentFiles(dataDir, collection)) {
    out.push(...((await readSegmentRecords(file)) as T[]));
  }
  return out;
}
