/**
 * Runs the production entry point (backend/server.ts) as a child process over a given store,
 * for tests that must kill, signal or restart the real server. The server listens on an
 * ephemeral port on loopback; its output is kept for assertions and failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../paths';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnedServer {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the port once the server listens; rejects if it exits first or takes too long. */
  listening: Promise<number>;
  exited: Promise<Exit>;
}

export interface ServerProcess extends SpawnedServer {
  port: number;
  baseUrl: string;
}

export interface ServerProcessOptions {
  dataDir: string;
  env?: Record<string, string>;
  /** How long to wait for "Server listening"; default 30 s. */
  timeoutMs?: number;
}

const LISTENING = /Server listening on http:\/\/localhost:(\d+)/;

export function spawnServer(options: ServerProcessOptions): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'backend/server.ts')], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      STATIC_DIR: join(options.dataDir, 'no-site'),
      RATE_LIMIT_PER_MINUTE: '0',
      // Tests book many calls from one address (127.0.0.1); the limit's own tests set it.
      MAX_UPCOMING_CALLS_PER_ADDRESS: '0',
      DAILY_WRITE_CAP: '0',
      MIN_FREE_DISK_MB: '0',
      LOG_REQUESTS: 'false',
      ADMIN_PASSWORD: '',
      ADMIN_USERNAME: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk) => (text += chunk));
  child.stderr!.on('data', (chunk) => (text += chunk));
  const exited = new Promise<Exit>((resolve) =>
    // 'close' rather than 'exit': the child's last output lines are read only by then.
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start in time:\n${text}`));
    }, options.timeoutMs ?? 30_000);
    const onData = () => {
      const match = LISTENING.exec(text);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}, signal ${signal}) before listening:\n${text}`));
    });
  });
  listening.catch(() => {}); // callers that only await `exited` must not see an unhandled rejection
  return { child, output: () => text, listening, exited };
}

/** Start the server and wait until it listens. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const spawned = spawnServer(options);
  const port = await spawned.listening;
  return { ...spawned, port, baseUrl: `http://127.0.0.1:${port}` };
}

/** Kill with SIGKILL (no chance to flush anything) and wait for the exit. */
export async function killHard(server: SpawnedServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}
