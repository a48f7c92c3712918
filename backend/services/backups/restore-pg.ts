/**
 * Restoring PostgreSQL from a backup (.dump): the dump is read first, a database that a server is
 * connected to is refused, and the current contents are dumped aside into BACKUP_DIR first.
 */
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_APPLICATION_NAME } from '../../store/postgres/pg-database';
import { listPgDump, restorePgDump, writePgDump } from '../../store/postgres/pg-dump';
import { RestoreRefused, type JsonRestore } from './restore-json';

async function withClient<T>(databaseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function restorePgStore(
  dump: string,
  databaseUrl: string,
  backupDir: string,
  now: Date,
): Promise<JsonRestore> {
  const tables = await listPgDump(dump).catch((err: Error) => {
    throw new RestoreRefused(`${dump} is not a readable backup (${err.message}). Nothing was changed.`);
  });
  if (!tables.includes('users')) throw new RestoreRefused(`${dump} holds no store. Nothing was changed.`);
  const servers = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
      [SERVER_APPLICATION_NAME],
    );
    return rows[0].n;
  });
  if (servers > 0) {
    throw new RestoreRefused(
      `A server is connected to this database (${servers} connections). Stop every server, then run this again.`,
    );
  }
  const keptAside = join(backupDir, `lhe-before-restore-${now.toISOString().replace(/[:.]/g, '-')}.dump`);
  await writePgDump(databaseUrl, keptAside);
  await restorePgDump(databaseUrl, dump);
  const counts = await withClient(databaseUrl, async (client) => {
    const out: Record<string, number> = {};
    for (const table of tables) {
      // Table names come from the dump's own table of contents, quoted as identifiers.
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${client.escapeIdentifier(table)}`,
      );
      out[table] = rows[0].n;
    }
    return out;
  });
  return { counts, keptAside };
}
