/**
 * The server's own backups: one at start, then one a day; a failure is logged and the next
 * day tries again. `npm run backup` asks a running server for one with SIGUSR2 (server.ts).
 */
import { join } from 'node:path';
import { errorSummary } from '../../lib/error-summary';
import { log } from '../../lib/log';
import type { Store } from '../../store/store';
import { makeBackup, type BackupFile, type BackupSettings } from './backups';

const DAY_MS = 24 * 60 * 60_000;

export interface BackupSchedule {
  readonly settings: BackupSettings;
  /** Make one now (the admin's "Back up now", SIGUSR2). */
  now(): Promise<BackupFile>;
  stop(): Promise<void>;
}

export function startBackupSchedule(
  store: Store,
  settings: BackupSettings,
  clock: () => Date,
  options: { daily: boolean },
): BackupSchedule {
  let running: Promise<unknown> = Promise.resolve();
  const backUp = () => {
    const made = running.then(async () => {
      const backup = await makeBackup(store, settings, clock());
      log.info(`Backup written: ${join(settings.dir, backup.name)} (${backup.bytes} bytes)`);
      return backup;
    });
    running = made.catch(() => undefined);
    return made;
  };
  const daily = () =>
    void backUp().catch((err: unknown) =>
      log.error('Backup failed; the next one is due in a day', errorSummary(err)),
    );
  let timer: NodeJS.Timeout | undefined;
  if (options.daily) {
    daily();
    timer = setInterval(daily, DAY_MS);
    timer.unref();
  }
  return {
    settings,
    now: backUp,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
