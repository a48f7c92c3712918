/**
 * Backups of the whole store: one file each in BACKUP_DIR, named for the moment they were made
 * (lhe-backup-2026-11-28T16-20-00-000Z.tar.gz for the JSON files, .dump for PostgreSQL), written
 * under a temporary name first so a backup that is listed is complete. The newest BACKUP_KEEP stay.
 */
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from '../../store/store';

const PREFIX = 'lhe-backup-';
const NAME = /^lhe-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.(tar\.gz|dump)$/;

/** BACKUP_KEEP's default: two weeks of daily backups. */
export const DEFAULT_BACKUP_KEEP = 14;

export interface BackupSettings {
  /** BACKUP_DIR: default DATA_DIR/backups. */
  dir: string;
  /** BACKUP_KEEP: how many of the newest stay. */
  keep: number;
}

export interface BackupFile {
  name: string;
  bytes: number;
  /** When it was made (from its name), ISO. */
  createdAt: string;
}

/** Whether `name` is a backup's file name (the download route accepts nothing else). */
export const isBackupName = (name: string): boolean => NAME.test(name);

const createdAtOf = (name: string): string => {
  const [, stamp] = NAME.exec(name)!;
  return stamp.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, 'T$1:$2:$3.$4Z');
};

/** The backups in `dir`, newest first; none when the folder does not exist yet. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  const backups = await Promise.all(
    names.filter(isBackupName).map(async (name) => ({
      name,
      bytes: (await stat(join(dir, name))).size,
      createdAt: createdAtOf(name),
    })),
  );
  return backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Make a backup now, then drop the oldest beyond `keep`. Answers the new one. */
export async function makeBackup(
  store: Pick<Store, 'engine' | 'snapshot'>,
  settings: BackupSettings,
  now: Date,
): Promise<BackupFile> {
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  await chmod(settings.dir, 0o700);
  const extension = store.engine === 'json' ? 'tar.gz' : 'dump';
  const name = `${PREFIX}${now.toISOString().replace(/:/g, '-').replace('.', '-')}.${extension}`;
  const temp = join(settings.dir, `.${name}.partial`);
  await rm(temp, { force: true });
  try {
    await store.snapshot(temp, settings.dir);
    await rename(temp, join(settings.dir, name));
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  const all = await listBackups(settings.dir);
  for (const old of all.slice(Math.max(settings.keep, 1)))
    await rm(join(settings.dir, old.name), { force: true });
  const made = all.find((b) => b.name === name)!;
  return made;
}
