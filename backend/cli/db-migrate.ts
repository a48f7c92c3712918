/** `npm run db:migrate`: bring the PostgreSQL database at DATABASE_URL to this version's schema. */
import { parseEnv } from '../env';
import { connect, migrate } from '../store/postgres/pg-database';
import { StoreError } from '../store/store-error';
import { runCli } from './open-cli-store';

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  if (!env.DATABASE_URL) {
    console.error('Set DATABASE_URL to the PostgreSQL database to migrate (postgres://...).');
    return 2;
  }
  const db = connect(env.DATABASE_URL);
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}.` : 'The schema is up to date.');
    return 0;
  } catch (err) {
    if (!(err instanceof StoreError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await db.destroy();
  }
}

runCli(main);
