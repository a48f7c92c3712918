/**
 * PostgreSQL's snapshot and its restore, by Debian's pg_dump and pg_restore (package
 * postgresql-client): one consistent custom-format dump. The password goes by PGPASSWORD, never
 * on a command line another user could read.
 */
import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const PG_TOOLS_MISSING =
  'PostgreSQL backups need pg_dump and pg_restore: install them with `sudo apt-get install postgresql-client` ' +
  '(their major version must be at least the database server’s).';

/** The URL without its password, and the password for PGPASSWORD. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv) {
  try {
    return await run(name, args, { env, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(PG_TOOLS_MISSING);
    const stderr = String((err as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`${name} failed: ${stderr || (err as Error).message}`);
  }
}

/** Dump the database to `file` (created owner-only, custom format). */
export async function writePgDump(databaseUrl: string, file: string): Promise<void> {
  // Created first, so the dump is owner-only from its first byte.
  await (await open(file, 'wx', 0o600)).close();
  const { dbname, env } = connection(databaseUrl);
  await tool('pg_dump', ['--format=custom', '--no-owner', '--file', file, '--dbname', dbname], env);
}

/** The tables a dump holds (its table of contents); throws if the file is not a readable dump. */
export async function listPgDump(file: string): Promise<string[]> {
  const { stdout } = await tool('pg_restore', ['--list', file], process.env);
  return [...stdout.matchAll(/ TABLE DATA \S+ (\S+) /g)].map((m) => m[1]);
}

/** Replace the database's contents by the dump's. */
export async function restorePgDump(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await tool(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', dbname, file],
    env,
  );
}
