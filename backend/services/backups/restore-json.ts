/**
 * Restoring the JSON store from a backup: the archive is unpacked beside DATA_DIR and every
 * file checked before anything is replaced; the store a server holds is refused; the current
 * store is kept aside (DATA_DIR.before-restore-<time>), and the restored one must open.
 */
import { mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { extract } from 'tar';
import { readStoreFile } from '../../store/record-file';
import { COLLECTION_FILES, COLLECTION_FOLDERS, openStore } from '../../store/store';
import { StoreError } from '../../store/store-error';
import { LOCK_FILE_NAME, acquireStoreLock } from '../../store/store-lock';

/** A backup that cannot be restored; nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Records per collection in an unpacked store; throws RestoreRefused naming a file that does not parse. */
async function countRecords(dir: string, archive: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const count = async (collection: string, file: string) => {
    try {
      counts[collection] = (counts[collection] ?? 0) + ((await readStoreFile(file))?.rows.length ?? 0);
    } catch (err) {
      const reason = err instanceof StoreError ? err.message.split('. ')[0] : String(err);
      throw new RestoreRefused(
        `${archive} is damaged: ${relative(dir, file)} does not parse (${reason}). Nothing was changed.`,
      );
    }
  };
  for (const [collection, file] of Object.entries(COLLECTION_FILES)) await count(collection, join(dir, file));
  for (const [collection, folder] of Object.entries(COLLECTION_FOLDERS)) {
    counts[collection] ??= 0;
    const names = await readdir(join(dir, folder)).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json')))
      await count(collection, join(dir, folder, name));
  }
  if (!(await exists(join(dir, COLLECTION_FILES.users)))) {
    throw new RestoreRefused(
      `${archive} holds no store (no ${COLLECTION_FILES.users}). Nothing was changed.`,
    );
  }
  return counts;
}

export interface JsonRestore {
  counts: Record<string, number>;
  /** Where the store it replaced was kept; undefined if there was none. */
  keptAside?: string;
}

/** Restore `archive` into `dataDir`; `backupDir`, if inside dataDir, stays with the restored store. */
export async function restoreJsonStore(
  archive: string,
  dataDir: string,
  backupDir: string,
  timeZone: string,
  now: Date,
): Promise<JsonRestore> {
  const unpacked = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restoring-`));
  try {
    try {
      // Synchronous: a damaged archive stops it with every file it wrote closed, so the folder
      // can go at once (asynchronous writes could still be landing in it).
      extract({ file: archive, cwd: unpacked, strict: true, sync: true });
    } catch (err) {
      throw new RestoreRefused(`${archive} is damaged (${(err as Error).message}). Nothing was changed.`);
    }
    const counts = await countRecords(unpacked, archive);
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const keptAside = (await exists(dataDir)) ? `${dataDir}.before-restore-${stamp}` : undefined;
    if (keptAside) {
      // Refused while a server holds it; held by us, no server can start on it meanwhile.
      const lock = await acquireStoreLock(dataDir);
      await rename(dataDir, keptAside);
      await rm(join(keptAside, LOCK_FILE_NAME), { force: true });
      await lock.release();
      const backupsInside = relative(dataDir, backupDir);
      if (!backupsInside.startsWith('..') && (await exists(join(keptAside, backupsInside)))) {
        await rename(join(keptAside, backupsInside), join(unpacked, backupsInside));
      }
    }
    await rename(unpacked, dataDir);
    // The restored store must open as the server opens it.
    await (await openStore({ dataDir, timeZone })).close();
    return { counts, keptAside };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
