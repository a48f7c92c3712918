/**
 * The generated first admin password goes to a file in DATA_DIR that only the server's user can
 * read, never to the log (journald and container logs keep it for good). The file is deleted
 * once that password has been replaced.
 */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILE_MODE } from '../store/owner-only';

export const FIRST_ADMIN_PASSWORD_FILE = 'first-admin-password.txt';

export const firstAdminPasswordPath = (dataDir: string) => join(dataDir, FIRST_ADMIN_PASSWORD_FILE);

/** Write the password (one line) to a new owner-only file; answers the file's path. */
export async function writeFirstAdminPassword(dataDir: string, password: string): Promise<string> {
  const path = firstAdminPasswordPath(dataDir);
  // A file left from an earlier store goes first, so the new one is created with FILE_MODE.
  await rm(path, { force: true });
  await writeFile(path, `${password}\n`, { mode: FILE_MODE, flag: 'wx' });
  return path;
}

/** Delete the file, if it is there. */
export async function removeFirstAdminPassword(dataDir: string): Promise<void> {
  await rm(firstAdminPasswordPath(dataDir), { force: true });
}
