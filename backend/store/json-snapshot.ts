/**
 * A JSON store's snapshot: DATA_DIR as one .tar.gz, read between group-commit batches so it never
 * holds half a batch. The lock, temp files and the backups folder itself stay out.
 */
import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create } from 'tar';
import type { GroupCommit } from './group-commit';
import { LOCK_FILE_NAME } from './store-lock';

/** What a snapshot leaves out: the lock, a replace's temp file, and `skipDir` (the backups). */
function keep(dataDir: string, skipDir: string | undefined) {
  const skip = skipDir ? relative(resolve(dataDir), resolve(skipDir)) : undefined;
  return (path: string) => {
    const rel = path.replace(/^\.\//, '');
    const name = rel.split('/').pop() ?? rel;
    if (rel === LOCK_FILE_NAME || name.endsWith('.tmp')) return false;
    return !skip || skip.startsWith('..') || (rel !== skip && !rel.startsWith(skip + sep));
  };
}

/** Write the snapshot of `dataDir` to `file` (created owner-only). */
export async function writeJsonSnapshot(
  dataDir: string,
  commit: GroupCommit,
  file: string,
  skipDir?: string,
): Promise<void> {
  await commit.hold(async () => {
    const entries = await readdir(dataDir);
    const archive = create(
      { gzip: true, cwd: dataDir, portable: true, filter: keep(dataDir, skipDir) },
      entries,
    );
    await pipeline(archive, createWriteStream(file, { mode: 0o600, flags: 'wx' }));
  });
}
