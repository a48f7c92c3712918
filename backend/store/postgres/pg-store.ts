/**
 * The PostgreSQL engine behind the repositories (DATABASE_URL): one table per collection
 * (migrations/), shared by every instance of the app. openPgStore() migrates the schema, refusing
 * a database a newer server migrated, and seeds the blog; close() ends the pool.
 */
import { mkdir } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { existingManageKeyFile, newManageKey } from '../../lib/manage-token';
import type { Entity, Repositories } from '../repository';
import { seedBlog } from '../blog-seed';
import { FOLDER_MODE } from '../owner-only';
import type { OpenStoreOptions, Store } from '../store';
import { PgAvailabilityRepository } from './pg-availability.repo';
import { PgBlogRepository } from './pg-blog.repo';
import { PgBookingsRepository } from './pg-bookings.repo';
import type { PgCollection } from './pg-collection';
import { PgContactsRepository } from './pg-contacts.repo';
import { connect, migrate } from './pg-database';
import { writePgDump } from './pg-dump';
import { PgDeliveriesRepository } from './pg-deliveries.repo';
import { PgLeadInbox } from './pg-inbox';
import { PgLeadActivityRepository } from './pg-lead-activity.repo';
import { PgLoginFailures } from './pg-login-failures';
import { PgNewsletterRepository } from './pg-newsletter.repo';
import { PgPhoneClicksRepository } from './pg-phone-clicks.repo';
import { PgSessionsRepository } from './pg-sessions.repo';
import { PgUsersRepository } from './pg-users.repo';

export interface OpenPgStoreOptions extends OpenStoreOptions {
  databaseUrl: string;
}

/** Every collection (the inbox is a view over three of them; login failures are short-lived). */
export type CollectionName = Exclude<keyof Repositories, 'inbox' | 'loginFailures'>;

export interface PgStore extends Store {
  /** Each collection's table, for copying a store in (insertMany). */
  readonly tables: Record<CollectionName, PgCollection<Entity>>;
  /** VACUUM (ANALYZE) the database: after a bulk copy, plans know the sizes and counts read indexes. */
  vacuum(): Promise<void>;
}

const MANAGE_LINK_KEY = 'manage-link';

/**
 * The key named `name`, made by the first server to ask (INSERT ... ON CONFLICT DO NOTHING, then
 * read: racing servers all read the one that won). A key a server had made in its DATA_DIR before
 * keys moved to the database is the one stored, so the links it already mailed keep working.
 */
async function sharedKey(db: Kysely<unknown>, name: string, dataDir: string): Promise<string> {
  const candidate = (await existingManageKeyFile(dataDir)) ?? newManageKey();
  await sql`INSERT INTO site_keys (name, value) VALUES (${name}, ${candidate}) ON CONFLICT (name) DO NOTHING`.execute(
    db,
  );
  const { rows } = await sql<{ value: string }>`SELECT value FROM site_keys WHERE name = ${name}`.execute(db);
  return rows[0].value;
}

export async function openPgStore(options: OpenPgStoreOptions): Promise<PgStore> {
  const { timeZone } = options;
  // DATA_DIR still holds this instance's own files (a first admin password, emails without SMTP).
  await mkdir(options.dataDir, { recursive: true, mode: FOLDER_MODE });
  const db = connect(options.databaseUrl);
  try {
    await migrate(db);
    const deliveries = new PgDeliveriesRepository(db);
    const tables = {
      contacts: new PgContactsRepository(db, deliveries),
      bookings: new PgBookingsRepository(db, timeZone),
      phoneClicks: new PgPhoneClicksRepository(db),
      newsletter: new PgNewsletterRepository(db),
      blog: new PgBlogRepository(db),
      users: new PgUsersRepository(db),
      sessions: new PgSessionsRepository(db),
      deliveries,
      leadActivity: new PgLeadActivityRepository(db),
      availability: new PgAvailabilityRepository(db),
    };
    const repos = { ...tables, inbox: new PgLeadInbox(db, timeZone), loginFailures: new PgLoginFailures(db) };
    await seedBlog(repos.blog, options.blogSeedFile);
    let closed: Promise<void> | undefined;
    return {
      dataDir: options.dataDir,
      engine: 'postgresql',
      snapshot: (file) => writePgDump(options.databaseUrl, file),
      checkWritable: async () => {
        const { rows } = await sql<{ standby: boolean }>`SELECT pg_is_in_recovery() AS standby`.execute(db);
        if (rows[0].standby) throw new Error('The database is a read-only standby');
      },
      sizeBytes: async () => {
        const { rows } = await sql<{
          bytes: string;
        }>`SELECT pg_database_size(current_database()) AS bytes`.execute(db);
        return Number(rows[0].bytes);
      },
      ...repos,
      tables: tables as unknown as PgStore['tables'],
      manageLinkKey: () => sharedKey(db, MANAGE_LINK_KEY, options.dataDir),
      vacuum: async () => void (await sql`VACUUM (ANALYZE)`.execute(db)),
      close: () => (closed ??= db.destroy()),
    };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
