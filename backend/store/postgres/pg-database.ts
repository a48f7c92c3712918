/**
 * The PostgreSQL connection (a pg pool behind Kysely) and its schema: migrations are applied at
 * open, and a database migrated by a newer server is refused rather than written to.
 */
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { log } from '../../lib/log';
import { StoreError } from '../store-error';
import { MIGRATIONS } from './migrations';

/** Connections per instance: the app's writes are short, and several instances share one server. */
const POOL_SIZE = 10;

/** The application_name of the servers' connections (pg_stat_activity). */
export const SERVER_APPLICATION_NAME = 'liberty-home-exteriors';

/** How long a request waits for a connection before it is answered 503 (the database is down). */
const CONNECT_TIMEOUT_MS = 5_000;

export function connect(databaseUrl: string): Kysely<unknown> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // How `npm run restore` tells a running server's connections from its own.
    application_name: SERVER_APPLICATION_NAME,
  });
  // A connection the database dropped (a restart, a failover) emits 'error': on the pool while idle,
  // on its client while in use. Unheard, Node treats it as uncaught and stops the process. The
  // query in flight fails on its own (answered 503), and the pool opens a new connection next time.
  const lost = (err: Error) => log.warn(`PostgreSQL: a connection was lost (${err.message})`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Apply every migration this server knows that the database lacks; answers their names. */
export async function migrate(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    // Kysely refuses a database with a migration it was not given: a newer server migrated it.
    const newer = /previously executed migration (\S+) is missing/.exec(String(error));
    if (newer) {
      throw new StoreError(
        `The database has migration ${newer[1]}, which this server does not know: a newer version ` +
          'migrated it. Run that version or a later one; nothing was changed.',
      );
    }
    throw error instanceof Error ? error : new Error(String(error));
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
