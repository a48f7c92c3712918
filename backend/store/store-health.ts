/** What the health check asks of a JSON store's folder: can it take a write, and how big is it. */
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const PROBE = '.health-probe';

/** Rejects when `dir` cannot take a small durable write now (read-only, full, gone). */
export async function checkFolderWritable(dir: string): Promise<void> {
  await writeFile(join(dir, PROBE), String(Date.now()), { mode: 0o600, flush: true });
  await rm(join(dir, PROBE), { force: true });
}

/** The bytes a JSON store's files take, without the folder `skipDir` (its backups). */
export async function folderBytes(dir: string, skipDir?: string): Promise<number> {
  const skip = skipDir ? resolve(skipDir) : undefined;
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (resolve(path) !== skip) total += await folderBytes(path, skipDir);
    } else if (entry.isFile()) {
      total += (await stat(path).catch(() => ({ size: 0 }))).size;
    }
  }
  return total;
}
