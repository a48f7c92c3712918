/**
 * Moves a collection from the old layout (one JSON array in DATA_DIR/<name>.json) into its
 * folder of month segments. The old file is read (and refused, unchanged, if it does not
 * parse), its records are inserted in time order, and only then is it renamed to
 * <name>.json.migrated; it is never deleted. Records already in the folder are skipped, so a
 * migration interrupted by a crash simply resumes at the next start.
 */
import { readFile, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseStoreText } from './durable-json-file';
import type { DurableWriter } from './durable-writer';
import type { MonthlyCollection } from './monthly-collection';
import type { Entity } from './repository';
import { checkSegmentRows } from './segment-scan';
import { StoreError } from './store-error';
import { timeOf } from './segment-layout';

/** The records of an old single-file collection, or undefined when there is no such file. */
export async function readLegacyFile<T extends Entity>(file: string): Promise<T[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreError(`Cannot read store file ${file}: ${(err as Error).message}`);
  }
  return checkSegmentRows<T>(file, parseStoreText(file, text));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** A name for the kept old file that does not replace an earlier one. */
async function migratedName(file: string): Promise<string> {
  let name = `${file}.migrated`;
  for (let n = 2; await exists(name); n++) name = `${file}.migrated.${n}`;
  return name;
}

export interface MigrationResult {
  imported: number;
  /** Records skipped because their id was already stored (or repeated in the old file). */
  skipped: number;
  keptAs: string;
}

const BATCH = 5000;

export async function migrateLegacyFile<T extends Entity>(
  file: string,
  records: readonly T[],
  collection: MonthlyCollection<T>,
  writer: DurableWriter,
): Promise<MigrationResult> {
  // Oldest first, ties in file order (sort is stable), so each month is written in order.
  const ordered = records
    .map((record, i) => ({ record, i, t: timeOf(record) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((e) => e.record);
  let imported = 0;
  let skipped = 0;
  const seen = new Set<string>();
  for (let start = 0; start < ordered.length; start += BATCH) {
    const batch: Promise<unknown>[] = [];
    for (const record of ordered.slice(start, start + BATCH)) {
      if (seen.has(record.id) || (await collection.contains(record.id))) {
        skipped++;
        continue;
      }
      seen.add(record.id);
      // Inserts into one segment share its writes, so a batch costs a few writes per segment.
      batch.push(collection.insert(record));
      imported++;
    }
    await Promise.all(batch);
  }
  const keptAs = await migratedName(file);
  await rename(file, keptAs);
  await writer.syncDirectory(dirname(file));
  return { imported, skipped, keptAs };
}
