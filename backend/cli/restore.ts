/**
 * `npm run restore -- FILE`: put a backup back. A .tar.gz restores the JSON store in DATA_DIR; a
 * .dump restores the database DATABASE_URL names. The backup is checked before anything is
 * replaced, a store a server holds is refused, and what was there is kept aside.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseEnv } from '../env';
import { RestoreRefused, restoreJsonStore, type JsonRestore } from '../services/backups/restore-json';
import { restorePgStore } from '../services/backups/restore-pg';
import { StoreLockedError } from '../store/store-error';
import { runCli } from './open-cli-store';

const USAGE = 'Usage: npm run restore -- FILE   (a .tar.gz of the JSON store, or a .dump of PostgreSQL)';

async function restore(file: string): Promise<JsonRestore> {
  const env = parseEnv(process.env);
  const now = new Date();
  if (file.endsWith('.dump')) {
    if (!env.DATABASE_URL)
      throw new RestoreRefused(
        `${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore.`,
      );
    await mkdir(env.BACKUP_DIR, { recursive: true, mode: 0o700 });
    return restorePgStore(file, env.DATABASE_URL, env.BACKUP_DIR, now);
  }
  if (env.DATABASE_URL) {
    throw new RestoreRefused(
      `${file} is a backup of the JSON store, but DATABASE_URL is set. Unset it to restore DATA_DIR.`,
    );
  }
  return restoreJsonStore(file, env.DATA_DIR, env.BACKUP_DIR, env.BUSINESS_TIMEZONE, now);
}

async function main(): Promise<number> {
  const [arg, ...rest] = process.argv.slice(2);
  if (!arg || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const file = resolve(arg);
  try {
    const { counts, keptAside } = await restore(file);
    console.log(`Restored ${file}. Records per collection:`);
    for (const [collection, n] of Object.entries(counts)) console.log(`  ${collection}: ${n}`);
    if (keptAside) console.log(`What was there before is kept in ${keptAside}.`);
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused) {
      console.error(err.message);
      return 1;
    }
    if (err instanceof StoreLockedError) {
      console.error(
        `The server is running and holds the store (pid ${err.pid}). Stop it, then run this again. Nothing was changed.`,
      );
      return 1;
    }
    throw err;
  }
}

runCli(main);
