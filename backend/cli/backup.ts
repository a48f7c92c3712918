/**
 * `npm run backup`: one backup of the store into BACKUP_DIR, while the server runs. With the JSON
 * store, a running server is asked for it (SIGUSR2: only it can read between its own writes);
 * with no server, this opens the store and writes it. With DATABASE_URL, pg_dump writes it.
 */
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseEnv } from '../env';
import { listBackups, makeBackup, type BackupFile, type BackupSettings } from '../services/backups/backups';
import { writePgDump } from '../store/postgres/pg-dump';
import { openStore } from '../store/store';
import { StoreLockedError } from '../store/store-error';
import { runCli } from './open-cli-store';

const SERVER_WAIT_MS = 120_000;

/** Ask the server holding the store (pid) for a backup and wait for it to appear. */
async function askServer(pid: number, settings: BackupSettings, since: Date): Promise<BackupFile> {
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + SERVER_WAIT_MS;
  while (Date.now() < deadline) {
    const [newest] = await listBackups(settings.dir);
    if (newest && newest.createdAt >= since.toISOString()) return newest;
    await sleep(250);
  }
  throw new Error(`The server (pid ${pid}) wrote no backup within ${SERVER_WAIT_MS / 1000} s: see its log.`);
}

async function backUpJson(dataDir: string, timeZone: string, settings: BackupSettings): Promise<BackupFile> {
  const since = new Date(Date.now() - 1_000);
  let store;
  try {
    store = await openStore({ dataDir, timeZone });
  } catch (err) {
    if (err instanceof StoreLockedError) return askServer(err.pid, settings, since);
    throw err;
  }
  try {
    return await makeBackup(store, settings, new Date());
  } finally {
    await store.close();
  }
}

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  const settings = { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP };
  const { DATABASE_URL: databaseUrl } = env;
  const made = databaseUrl
    ? await makeBackup(
        { engine: 'postgresql', snapshot: (file) => writePgDump(databaseUrl, file) },
        settings,
        new Date(),
      )
    : await backUpJson(env.DATA_DIR, env.BUSINESS_TIMEZONE, settings);
  console.log(`Backup written: ${join(settings.dir, made.name)} (${made.bytes} bytes)`);
  return 0;
}

runCli(main);
