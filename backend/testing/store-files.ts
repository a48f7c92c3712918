/**
 * Reads what a store holds directly, the way a test (or an operator) inspects what is on disk or
 * in the database, without going through the repositories. On the PostgreSQL test run a data
 * folder's store is its database (test-databases.ts).
 */
import { join } from 'node:path';
import pg from 'pg';
import { readStoreFile } from '../store/record-file';
import { listSegmentFolder } from '../store/segment-scan';
import { COLLECTION_FILES, COLLECTION_FOLDERS } from '../store/store';
import { testDatabaseOf } from './test-databases';

export type GrowingCollection = keyof typeof COLLECTION_FOLDERS;
export type StoredCollection = GrowingCollection | keyof typeof COLLECTION_FILES;

/** Each collection's table in PostgreSQL (store/postgres/migrations). */
const TABLES: Record<StoredCollection, string> = {
  contacts: 'contacts',
  bookings: 'bookings',
  phoneClicks: 'phone_clicks',
  deliveries: 'deliveries',
  leadActivity: 'lead_activity',
  newsletter: 'newsletter',
  blog: 'blog',
  users: 'users',
  sessions: 'sessions',
  availability: 'availability',
  withdrawnCalls: 'withdrawn_bookings',
};

/** The segment files of a growing collection, oldest month first, in sequence order. */
export async function segmentFiles(dataDir: string, collection: GrowingCollection): Promise<string[]> {
  const listing = await listSegmentFolder(join(dataDir, COLLECTION_FOLDERS[collection]));
  return listing?.segments.map((s) => s.file) ?? [];
}

/** Every record of a collection as stored: oldest first (months, then insertion order). */
export async function readStoredRecords<T = Record<string, unknown>>(
  dataDir: string,
  collection: StoredCollection,
): Promise<T[]> {
  const database = testDatabaseOf(dataDir);
  if (database) return readTable<T>(database, TABLES[collection]);
  if (collection in COLLECTION_FILES) {
    const file = join(dataDir, COLLECTION_FILES[collection as keyof typeof COLLECTION_FILES]);
    return ((await readStoreFile(file))?.rows ?? []) as T[];
  }
  const out: T[] = [];
  for (const file of await segmentFiles(dataDir, collection as GrowingCollection)) {
    out.push(...(((await readStoreFile(file))?.rows ?? []) as T[]));
  }
  return out;
}

/** Everything a collection stores, as one text (to check what is never stored). */
export async function storedText(dataDir: string, collection: StoredCollection): Promise<string> {
  return JSON.stringify(await readStoredRecords(dataDir, collection));
}

async function readTable<T>(database: string, table: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  try {
    // The table name comes from TABLES above, never from input.
    const { rows } = await client.query<{ data: T }>(
      `SELECT data FROM ${table} ORDER BY created_at NULLS FIRST, seq`,
    );
    return rows.map((row) => row.data);
  } finally {
    await client.end();
  }
}
