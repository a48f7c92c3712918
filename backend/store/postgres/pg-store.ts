/**
 * The PostgreSQL engine behind the repositories (DATABASE_URL): one table per collection
 * (migrations/), shared by every instance of the app. openPgStore() migrates the schema, refusing
 * a database a newer server migrated, and seeds the blog; close() ends the pool.
 */
import { mkdir } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Entity, Repositories, StoredActivity } from '../repository';
import { readBlogSeed } from '../blog-seed';
import { FOLDER_MODE } from '../owner-only';
import type { OpenStoreOptions, Store } from '../store';
import { PgUsersRepository, PgNewsletterRepository, PgSessionsRepository } from './pg-accounts.repos';
import { PgBookingsRepository } from './pg-bookings.repo';
import { PgCollection } from './pg-collection';
import { connect, migrate } from './pg-database';
import { PgDeliveriesRepository } from './pg-deliveries.repo';
import { PgLeadInbox } from './pg-inbox';
import { PgLoginFailures } from './pg-login-failures';
import { PgBlogRepository, PgContactsRepository, PgPhoneClicksRepository } from './pg-site.repos';

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
      leadActivity: new PgCollection<StoredActivity>({ db, table: 'lead_activity' }),
    };
    const repos = { ...tables, inbox: new PgLeadInbox(db, timeZone), loginFailures: new PgLoginFailures(db) };
    if (options.blogSeedFile) {
      const posts = await readBlogSeed(options.blogSeedFile);
      if (posts) await repos.blog.seedIfEmpty(posts);
    }
    let closed: Promise<void> | undefined;
    return {
      dataDir: options.dataDir,
      ...repos,
      tables: tables as unknown as PgStore['tables'],
      vacuum: async () => void (await sql`VACUUM (ANALYZE)`.execute(db)),
      close: () => (closed ??= db.destroy()),
    };
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
