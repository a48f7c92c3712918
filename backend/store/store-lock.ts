/**
 * One process owns a store: DATA_DIR/.lock holds its pid. A lock left by a dead process (or by
 * an earlier run that had our pid, as happens when a container restarts) is taken over. A killed
 * server stays visible for a moment (exiting, or a zombie until its parent reaps it), so a
 * supervisor's immediate restart waits up to DYING_WAIT_MS for it to go.
 */
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { StoreError, StoreLockedError } from './store-error';

export const LOCK_FILE_NAME = '.lock';

/** Locks held by this process; the pid alone cannot tell two opens in one process apart. */
const heldHere = new Set<string>();

export interface StoreLock {
  file: string;
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** On Linux, a process that has exited but not been reaped yet (state Z or X). */
function isZombie(pid: number): boolean {
  try {
    return /\) [ZX] /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

export const DYING_WAIT_MS = 3000;

/** Whether `pid` is still running after giving a dying process time to go. */
async function stillRunning(pid: number): Promise<boolean> {
  const deadline = Date.now() + DYING_WAIT_MS;
  for (;;) {
    if (!isAlive(pid) || isZombie(pid)) return false;
    if (Date.now() >= deadline) return true;
    await sleep(50);
  }
}

async function readPid(file: string): Promise<number | undefined> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export async function acquireStoreLock(dataDir: string): Promise<StoreLock> {
  const file = join(dataDir, LOCK_FILE_NAME);
  if (heldHere.has(file)) {
    throw new StoreLockedError(`The store in ${dataDir} is already open in this process.`, process.pid);
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      heldHere.add(file);
      return { file, release: () => releaseLock(file) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new StoreError(`Cannot create the store lock ${file}: ${(err as Error).message}`);
      }
    }
    const pid = await readPid(file);
    if (pid !== undefined && pid !== process.pid && (await stillRunning(pid))) {
      throw new StoreLockedError(
        `The store in ${dataDir} is in use by another process (pid ${pid}). ` +
          `Stop that process first; if it is not a server of this site, delete ${file}.`,
        pid,
      );
    }
    await rm(file, { force: true });
  }
  throw new StoreError(`Could not take over the stale store lock ${file}.`);
}

async function releaseLock(file: string): Promise<void> {
  if (!heldHere.delete(file)) return;
  // Only remove the lock if it is still ours.
  if ((await readPid(file)) === process.pid) await rm(file, { force: true });
}
