/**
 * Reads a collection's files at start (its month segments oldest first, or its one file), checks
 * each and registers its records in the collection's indexes. A bad file stops the start with a
 * StoreError naming it; nothing is written here, so it is never written over. Answers the step
 * that writes what the collection needs: its folder or an empty file, and the removal of temp
 * files left by writes a crash interrupted (never acknowledged).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { readStoreFile } from './record-file';
import { fsyncDirectory, type GroupCommit } from './group-commit';
import type { LowdbCollection } from './lowdb-collection';
import type { Entity } from './repository';
import { compareMonths, parseSegmentFileName } from './segment-layout';
import { FOLDER_MODE } from './owner-only';
import { StoreError } from './store-error';
import { log } from '../lib/log';

/** A folder's segment files in order (oldest month first, then by sequence), and the rest. */
export async function listSegmentFolder(dir: string) {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreError(`Cannot read store folder ${dir}: ${(err as Error).message}`);
  }
  const segments: { file: string; month: string; seq: number }[] = [];
  const others: string[] = [];
  for (const name of names) {
    const parsed = parseSegmentFileName(name);
    if (parsed) segments.push({ file: join(dir, name), ...parsed });
    else others.push(join(dir, name));
  }
  segments.sort((a, b) => compareMonths(a.month, b.month) || a.seq - b.seq);
  return { segments, others };
}

export async function scanCollection(
  collection: Pick<LowdbCollection<Entity>, 'layout' | 'addScannedSegment'>,
  commit: GroupCommit,
): Promise<() => Promise<unknown>> {
  const { layout } = collection;
  if ('file' in layout) {
    const read = await readStoreFile(layout.file);
    if (read) collection.addScannedSegment(read.rows, read.chars);
    return async () => read || (await commit.replace(layout.file, () => '[]\n'));
  }
  // The single-file layout from before month segments is no longer read: refuse it rather than look empty.
  if (existsSync(`${layout.folder}.json`)) {
    throw new StoreError(
      `Store file ${layout.folder}.json is in the old single-file layout, which this version does not read. ` +
        'It was left unchanged: move its records into month segments or away, then start again.',
    );
  }
  const listing = await listSegmentFolder(layout.folder);
  for (const { file, month, seq } of listing?.segments ?? []) {
    const read = await readStoreFile(file);
    if (read) collection.addScannedSegment(read.rows, read.chars, month, seq);
  }
  return async () => {
    if (!listing) {
      await mkdir(layout.folder, { mode: FOLDER_MODE });
      await fsyncDirectory(dirname(layout.folder));
    }
    for (const file of listing?.others ?? []) {
      if (/^\..+\.tmp$/.test(basename(file))) await rm(file, { force: true });
      else log.warn(`Store: ignoring unknown file ${file}`);
    }
  };
}
