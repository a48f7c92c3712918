/**
 * The PostgreSQL engine behind the repositories (DATABASE_URL): one table per collection
 * (migrations/), shared by every instance of the app. openPgStore() migrates the schema, refusing
 * a database a newer server migrated, and seeds the blog; close() ends the pool.
 */
import { mkdir } from 'node:fs/promises';
import { sql } from 'kysely';
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
