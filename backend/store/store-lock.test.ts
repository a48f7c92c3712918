import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir, seedTestAdmin } from '../testing/test-app';
import { spawnServer } from '../testing/server-process';
import { StoreLockedError } from './store-error';
import { acquireStoreLock } from './store-lock';

/** A process that has exited but is never reaped: its parent execs into `sleep`. */
function zombiePid(): Promise<{ pid: number; stop(): void }> {
  const parent = spawn('sh', ['-c', 'sh -c "echo \\$\\$" & exec sleep 20'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve) =>
    parent.stdout.once('data', (chunk) =>
      resolve({ pid: Number(String(chunk).trim()), stop: () => parent.kill('SIGKILL') }),
    ),
  );
}

describe('store lock', () => {
  it('takes over a lock whose process is a zombie', async () => {
    const dataDir = await makeTempDir();
    const zombie = await zombiePid();
    try {
      await new Promise((r) => setTimeout(r, 200));
      await writeFile(join(dataDir, '.lock'), `${zombie.pid}\n`);
      const lock = await acquireStoreLock(dataDir);
      await lock.release();
    } finally {
      zombie.stop();
    }
  });

  it('waits for a process that is about to exit, but not for one that keeps running', async () => {
    const dataDir = await makeTempDir();
    const dying = spawn('sleep', ['0.5']);
    await writeFile(join(dataDir, '.lock'), `${dying.pid}\n`);
    const lock = await acquireStoreLock(dataDir);
    await lock.release();

    const alive = spawn('sleep', ['30']);
    try {
      await writeFile(join(dataDir, '.lock'), `${alive.pid}\n`);
      await expect(acquireStoreLock(dataDir)).rejects.toBeInstanceOf(StoreLockedError);
    } finally {
      alive.kill('SIGKILL');
    }
  });

  it('lets the server start again at once after SIGKILL, ten times over', async () => {
    const dataDir = await makeTempDir('lhe-restart-');
    await seedTestAdmin(dataDir);
    let server = spawnServer({ dataDir });
    await server.listening;
    for (let round = 0; round < 10; round++) {
      // As a supervisor does: kill, and start the next one without waiting for the exit.
      server.child.kill('SIGKILL');
      server = spawnServer({ dataDir });
      await server.listening;
    }
    server.child.kill('SIGKILL');
    await server.exited;
  }, 180_000);
});
