/**
 * The PostgreSQL connection (a pg pool behind Kysely) and its schema: migrations are applied at
 * open, and a database migrated by a newer server is refused rather than written to.
 */
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { StoreError } from '../store-error';
import { MIGRATIONS } from './migrations';

/** Connections per instance: the app's writes are short, and several instances share one server. */
const POOL_SIZE = 10;

export function connect(databaseUrl: string): Kysely<unknown> {
  return new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE }) }),
  });
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
