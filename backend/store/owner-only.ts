/**
 * The store holds leads, password hashes and sessions: only the server's own user may read it.
 * New folders are made 0700 and new files 0600; at start, anything under DATA_DIR that others
 * could read (a store made before this rule, or copied in) is tightened, and the log says so.
 */
import { chmod, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Tighten DATA_DIR and everything in it; answers how many entries were changed. */
export async function makeOwnerOnly(dataDir: string): Promise<number> {
  let changed = 0;
  const visit = async (path: string): Promise<void> => {
    const info = await stat(path);
    const wanted = info.isDirectory() ? FOLDER_MODE : FILE_MODE;
    if ((info.mode & 0o777) !== wanted) {
      await chmod(path, wanted);
      changed++;
    }
    if (info.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(dataDir);
  return changed;
}
