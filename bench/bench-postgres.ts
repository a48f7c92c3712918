/**
 * The PostgreSQL side of the bench: the server DATABASE_URL names (throwaway databases are made
 * on it and dropped afterwards), or with BENCH_POSTGRES=1 a throwaway server of its own
 * (backend/testing/pg-cluster.ts). Also copies the 5-year JSON store in, with the
 * store:copy-to-postgres code, and checks that both sides then hold the same records.
 */
import { isDeepStrictEqual } from 'node:util';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { BUSINESS } from '#shared/business';
import { LeadInboxQuerySchema } from '#shared/schemas/inbox';
import { PgLeadInbox } from '../backend/store/postgres/pg-inbox';
import { COPIED_COLLECTIONS, copyStore } from '../backend/store/postgres/copy-store';
import { openPgStore } from '../backend/store/postgres/pg-store';
import { openStore } from '../backend/store/store';
import { startPgCluster } from '../backend/testing/pg-cluster';

export interface BenchPostgres {
  /** Where the databases live, for the report. */
  label: string;
  createDatabase(prefix: string): Promise<string>;
  /** Drops the databases made (or stops the throwaway server). */
  stop(): Promise<void>;
}

/** undefined when neither DATABASE_URL nor BENCH_POSTGRES is set: the bench runs the JSON store only. */
export async function benchPostgres(): Promise<BenchPostgres | undefined> {
  if (process.env.BENCH_POSTGRES) {
    const cluster = await startPgCluster();
    return { label: 'a throwaway PostgreSQL server (initdb, fsync on)', ...cluster };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const made: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    label: `the PostgreSQL server of DATABASE_URL (${new URL(serverUrl).host})`,
    async createDatabase(prefix) {
      const name = `lhe_bench_${prefix.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
      await admin(`CREATE DATABASE ${name}`);
      made.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      for (const name of made.splice(0)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const PAGE = 5000;

/**
 * Copy the JSON store at `dataDir` into the (empty) database, then compare every collection page
 * by page; throws naming the first difference. Answers the records copied and the seconds taken.
 */
export async function copyAndCompare(
  dataDir: string,
  databaseUrl: string,
): Promise<{ copied: number; seconds: number }> {
  const from = await openStore({ dataDir, timeZone: BUSINESS.timeZone });
  const to = await openPgStore({ dataDir, databaseUrl, timeZone: BUSINESS.timeZone });
  try {
    const started = performance.now();
    const counts = await copyStore(from, to);
    const seconds = (performance.now() - started) / 1000;
    for (const count of counts) {
      if (count.to !== count.from) {
        throw new Error(
          `copy: ${count.collection} has ${count.from} records in the JSON store, ${count.to} in PostgreSQL`,
        );
      }
    }
    for (const name of COPIED_COLLECTIONS) {
      const total = await from[name].count();
      for (let offset = 0; offset < total; offset += PAGE) {
        const [a, b] = await Promise.all([
          from[name].list({ offset, limit: PAGE }),
          to[name].list({ offset, limit: PAGE }),
        ]);
        const at = a.findIndex((record, i) => !isDeepStrictEqual(record, b[i]));
        if (at >= 0 || a.length !== b.length) {
          throw new Error(`copy: ${name} differs at record ${offset + Math.max(at, 0)} (id ${a[at]?.id})`);
        }
      }
    }
    await checkpoint(databaseUrl);
    return { copied: counts.reduce((n, c) => n + c.copied, 0), seconds };
  } finally {
    await Promise.all([from.close(), to.close()]);
  }
}

/**
 * Flush the bulk copy's dirty pages now, so that the checkpointer does not spread them over the
 * 5-year cases that follow. Needs a superuser (or pg_checkpoint); without one the bench goes on.
 */
async function checkpoint(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } catch (err) {
    if ((err as { code?: string }).code !== '42501') throw err;
    console.log('  (no CHECKPOINT after the copy: this role may not run one)');
  } finally {
    await client.end();
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement the PostgreSQL inbox runs for one admin inbox
 * URL's query (`?status=new&q=…`), as markdown.
 */
export async function explainInbox(databaseUrl: string, search: string): Promise<string> {
  const statements: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void (event.level === 'query' && statements.push(event.query)),
  });
  try {
    const query = LeadInboxQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
    await new PgLeadInbox(db, BUSINESS.timeZone).query(query);
    const plans: string[] = [];
    for (const statement of statements) {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
        [...statement.parameters],
      );
      plans.push(
        ['```sql', statement.sql.trim(), '```', '', '```', ...rows.map((r) => r['QUERY PLAN']), '```'].join(
          '\n',
        ),
      );
    }
    return plans.join('\n\n');
  } finally {
    await db.destroy();
  }
}
