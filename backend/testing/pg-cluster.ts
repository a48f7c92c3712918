/**
 * A throwaway PostgreSQL server for tests: Debian's initdb in a temp folder, on a free loopback
 * port, removed by stop(). PostgreSQL refuses to run as root, so as root it runs as the
 * `postgres` user the Debian package creates (scripts/ensure-postgres.mjs installs it).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);

export interface PgCluster {
  /** URL of `database` on this server. */
  url(database: string): string;
  /** A new, empty database; answers its URL. */
  createDatabase(prefix?: string): Promise<string>;
  /** Stops the server at once, as a crash or `pg_ctl -m immediate` does; the folder stays. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port and data. */
  resume(): Promise<void>;
  /** Stops the server and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

async function binDir(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql').catch(() => [] as string[]))
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) {
    throw new Error('PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` (as root).');
  }
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/** uid and gid of the `postgres` user when we are root; undefined otherwise (we run as ourselves). */
async function serverUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const line = (await readFile('/etc/passwd', 'utf8')).split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('No `postgres` user: run `node scripts/ensure-postgres.mjs`.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A lowercase identifier that needs no quoting and fits PostgreSQL's 63-byte limit. */
function databaseName(prefix: string): string {
  const safe = prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40);
  return `${/^[a-z_]/.test(safe) ? safe : `db_${safe}`}_${randomBytes(6).toString('hex')}`;
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = await binDir();
  const user = await serverUser();
  // pg_ctl hands -o (holding the folder) to /bin/sh, so the folder must need no quoting.
  if (/[^\w./-]/.test(tmpdir())) throw new Error(`PostgreSQL tests need a plain TMPDIR, not ${tmpdir()}`);
  const dir = await mkdtemp(join(tmpdir(), 'lhe-pg-'));
  // The folder is new and empty, so owning it is enough: initdb and pg_ctl create the rest as postgres.
  if (user) await chown(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  // cwd: the server user may not be allowed into ours.
  const asServer = (tool: string, args: string[]) =>
    user
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: dir })
      : run(join(bin, tool), args, { cwd: dir });
  // Failing is fine when the server is already down (never started, or a test killed it).
  const stopServer = () => asServer('pg_ctl', ['stop', '-m', 'immediate', '-D', data]).catch(() => undefined);

  const port = await freePort();
  const options = [
    ...['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', dir],
    ...['-c', 'max_connections=200', '-c', 'shared_buffers=64MB'],
  ].join(' ');
  const startServer = () =>
    asServer('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', log, 'start', '-o', options]);
  try {
    // --no-sync only skips flushing initdb's own files; the server keeps fsync on for crash tests.
    await asServer('initdb', [
      ...['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'],
      ...['-E', 'UTF8', '--locale=C'],
    ]);
    await startServer();
  } catch (err) {
    const tail = (await readFile(log, 'utf8').catch(() => '')).split('\n').slice(-20).join('\n');
    await stopServer(); // a start that timed out may still leave a server running
    await rm(dir, { recursive: true, force: true });
    throw new Error(`Could not start a PostgreSQL test server: ${String(err)}\n${tail}`);
  }

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped: Promise<void> | undefined;
  return {
    url,
    async createDatabase(prefix = 'lhe') {
      const name = databaseName(prefix);
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    halt: async () => {
      await asServer('pg_ctl', ['stop', '-m', 'immediate', '-D', data]);
    },
    resume: async () => {
      await startServer();
    },
    stop: () =>
      (stopped ??= (async () => {
        await stopServer();
        await rm(dir, { recursive: true, force: true });
      })()),
  };
}
