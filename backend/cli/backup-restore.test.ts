/**
 * `npm run backup` and `npm run restore -- FILE` as the README gives them: a backup beside the
 * running server (which writes it between its own writes), a restore refused while that server
 * runs, and accepted once it stopped.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContact } from '../../tests/factories/contact.factory';
import { PROJECT_ROOT } from '../paths';
import { listBackups } from '../services/backups/backups';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { readStoredRecords } from '../testing/store-files';
import { makeTempDir } from '../testing/test-app';

const run = promisify(execFile);

let server: ServerProcess | undefined;
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
});

/** Run `npm run <script> [-- args]` on this store; answers its exit code and output. */
async function npmRun(script: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, ...env },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('npm run backup / npm run restore', () => {
  it('backs up beside the running server, and restores once it stopped', async () => {
    const dataDir = join(await makeTempDir(), 'store');
    const env = { DATA_DIR: dataDir };
    server = await startServerProcess({ dataDir });
    const lead = { ...buildContact(), id: randomUUID() };
    const post = (body: object) =>
      fetch(`${server!.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post(lead)).status).toBe(201);

    // The server made one at start; `npm run backup` asks it for another.
    const backup = await npmRun('backup', env);
    expect(backup.code, backup.output).toBe(0);
    const [newest] = await listBackups(join(dataDir, 'backups'));
    expect(backup.output).toContain(`Backup written: ${join(dataDir, 'backups', newest.name)}`);
    expect(server.output()).toContain(newest.name);
    expect((await post(buildContact())).status).toBe(201);

    const file = join(dataDir, 'backups', newest.name);
    const refused = await npmRun('restore', env, [file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/server is running and holds the store \(pid \d+\)/);
    expect(refused.output).toContain('Nothing was changed');

    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;
    const restored = await npmRun('restore', env, [file]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain(`Restored ${file}`);
    expect(restored.output).toMatch(/contacts: 1\n/);
    expect(restored.output).toMatch(/kept in .*store\.before-restore-/);
    expect((await readStoredRecords<{ id: string }>(dataDir, 'contacts')).map((c) => c.id)).toEqual([
      lead.id,
    ]);
  }, 120_000);
});
