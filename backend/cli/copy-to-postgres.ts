/**
 * `npm run store:copy-to-postgres`: copy the JSON store in DATA_DIR into the PostgreSQL database
 * at DATABASE_URL (migrating it first). Safe to run again: what is already there is skipped.
 * Needs the JSON store's lock, so stop the server first.
 */
import { parseEnv } from '../env';
import { openCliStore, runCli } from './open-cli-store';
import { copyStore } from '../store/postgres/copy-store';
import { openPgStore } from '../store/postgres/pg-store';

async function main(): Promise<number> {
  const env = parseEnv(process.env);
  if (!env.DATABASE_URL) {
    console.error('Set DATABASE_URL to the PostgreSQL database to copy into (postgres://...).');
    return 2;
  }
  // The JSON store by itself (no DATABASE_URL), under its lock.
  const from = await openCliStore({ dataDir: env.DATA_DIR, timeZone: env.BUSINESS_TIMEZONE });
  if (!from) return 1;
  try {
    const to = await openPgStore({
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      timeZone: env.BUSINESS_TIMEZONE,
    });
    try {
      const counts = await copyStore(from, to);
      // The database keeps the JSON store's manage-link key (if it has none), so mailed links still open.
      await to.manageLinkKey();
      console.log(`Copied ${env.DATA_DIR} into PostgreSQL:`);
      console.table(
        counts.map((c) => ({
          collection: c.collection,
          'JSON store': c.from,
          'copied now': c.copied,
          PostgreSQL: c.to,
        })),
      );
      const short = counts.filter((c) => c.to < c.from);
      if (short.length > 0) {
        console.error(
          `PostgreSQL holds fewer records than the JSON store in: ${short.map((c) => c.collection).join(', ')}.`,
        );
        return 1;
      }
      return 0;
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}

runCli(main);
