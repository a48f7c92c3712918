/** A built site and its API served on a free local port, with a store of its own, for the audit. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../backend/testing/free-port';

/** The admin account every audited server starts with. */
export const ADMIN = { username: 'owner', password: 'audit-Correct-Horse-42' };

export interface RunningServer {
  baseUrl: string;
  stop(): void;
}

/** `node dist-server/server.mjs` in `cwd` (a project folder holding a build), once it answers. */
export async function serveBuild(cwd: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lhe-audit-'));
  const child = spawn(process.execPath, ['dist-server/server.mjs'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Removed once the server has gone, so that no last write of its lands in a half-removed folder.
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const stop = () => child.kill();
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`the server in ${cwd} exited with ${child.exitCode}`);
    }
    const ok = await fetch(`${baseUrl}/api/auth/session`)
      .then((r) => r.status < 500)
      .catch(() => false);
    if (ok) return { baseUrl, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`the server in ${cwd} did not answer within 60 s`);
}
