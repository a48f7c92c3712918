/**
 * Reads a store's files directly, the way a test (or an operator) inspects what is on disk,
 * without going through the repositories.
 */
import { join } from 'node:path';
import { readStoreFile } from '../store/record-file';
import { listSegmentFolder } from '../store/segment-scan';
import { COLLECTION_FOLDERS } from '../store/store';

export type GrowingCollection = keyof typeof COLLECTION_FOLDERS;

/** The segment files of a growing collection, oldest month first, in sequence order. */
export async function segmentFiles(dataDir: string, collection: GrowingCollection): Promise<string[]> {
  const listing = await listSegmentFolder(join(dataDir, COLLECTION_FOLDERS[collection]));
  return listing?.segments.map((s) => s.file) ?? [];
}

/** Every record of a growing collection as stored: months oldest first, each in insertion order. */
export async function readStoredRecords<T = Record<string, unknown>>(
  dataDir: string,
  collection: GrowingCollection,
): Promise<T[]> {
  const out: T[] = [];
  for (const file of await segmentFiles(dataDir, collection)) {
    out.push(...(((await readStoreFile(file))?.rows ?? []) as T[]));
  }
  return out;
}
