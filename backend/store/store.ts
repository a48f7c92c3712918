/**
 * The store under DATA_DIR, owned by one process through DATA_DIR/.lock:
 *
 *   contacts/ booked-calls/ phone-clicks/   growing collections: month segments (segment-layout.ts)
 *   newsletter.json blog.json users.json sessions.json   small collections: one file each
 *
 * Every file is a lowdb JSON array written durably (DurableJSONFile). openStore() reads and
 * checks every file before it writes anything, so a corrupt one stops the start with nothing
 * changed; then it migrates old single-file collections, creates what is missing and seeds the
 * blog. close() waits for writes and releases the lock.
 */
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PATHS } from '../../shared/routes';
import type { BlogPost } from '../../shared/schemas/blog';
import type { NewsletterRecord } from '../../shared/schemas/newsletter';
import { readBlogSeed } from './blog-seed';
import { LowdbBlogRepository, type BlogRepository } from './blog.repo';
import { LowdbBookingsRepository, type BookingsRepository } from './bookings.repo';
import { LowdbContactsRepository, type ContactsRepository } from './contacts.repo';
import { DurableWriter } from './durable-writer';
import { migrateLegacyFile, readLegacyFile } from './legacy-migration';
import type { MonthlyCollection, MonthlyCollectionOptions } from './monthly-collection';
import { LowdbNewsletterRepository, type NewsletterRepository } from './newsletter.repo';
import { LowdbPhoneClicksRepository, type PhoneClicksRepository } from './phone-clicks.repo';
import type { Entity } from './repository';
import { SegmentCache } from './segment';
import { scanFolder } from './segment-scan';
import { LowdbSessionsRepository, type SessionRecord, type SessionsRepository } from './sessions.repo';
import { openCollectionFile } from './store-file';
import { acquireStoreLock } from './store-lock';
import { LowdbUsersRepository, type UserRecord, type UsersRepository } from './users.repo';

/** The folder of each growing collection under DATA_DIR (its old single file was `<folder>.json`). */
export const COLLECTION_FOLDERS = {
  contacts: 'contacts',
  bookings: 'booked-calls',
  phoneClicks: 'phone-clicks',
} as const;

/** The file of each small collection under DATA_DIR. */
export const COLLECTION_FILES = {
  newsletter: 'newsletter.json',
  blog: 'blog.json',
  users: 'users.json',
  sessions: 'sessions.json',
} as const;

/** Text of recently used segments kept in memory (all collections together). */
const DEFAULT_CACHE_CHARS = 4 * 1024 * 1024;

export interface Store {
  readonly dataDir: string;
  readonly contacts: ContactsRepository;
  readonly bookings: BookingsRepository;
  readonly phoneClicks: PhoneClicksRepository;
  readonly newsletter: NewsletterRepository;
  readonly blog: BlogRepository;
  readonly users: UsersRepository;
  readonly sessions: SessionsRepository;
  /** Wait for writes in flight, then release the lock. Safe to call twice. */
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  dataDir: string;
  /** Business time zone: a booking's slot is its day in this zone. */
  timeZone: string;
  /** Posts for an empty blog collection; skipped when absent or the file does not exist. */
  blogSeedFile?: string;
  /** Characters of segment text kept in memory; default 4 MiB. */
  cacheChars?: number;
}

/**
 * Reads a growing collection's folder and its old single file (if any) without writing; answers
 * the step that writes what they need: the folder, removal of left-over temp files, migration.
 */
async function inspectGrowing<T extends Entity>(
  collection: MonthlyCollection<T>,
  writer: DurableWriter,
): Promise<() => Promise<void>> {
  const legacyFile = `${collection.dir}.json`;
  const legacy = await readLegacyFile<T>(legacyFile);
  const scan = await scanFolder(collection);
  return async () => {
    if (!scan.exists) {
      await mkdir(collection.dir, { recursive: true });
      await writer.syncDirectory(dirname(collection.dir));
    }
    for (const file of scan.staleTempFiles) await rm(file, { force: true });
    for (const file of scan.unknownFiles) console.warn(`Store: ignoring unknown file ${file}`);
    if (!legacy) return;
    const result = await migrateLegacyFile(legacyFile, legacy, collection, writer);
    console.log(
      `Store: moved ${result.imported} records of ${legacyFile} into ${collection.dir}/` +
        (result.skipped ? ` (${result.skipped} already there)` : '') +
        `; the old file is kept as ${result.keptAs}.`,
    );
  };
}

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const { dataDir, timeZone } = options;
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireStoreLock(dataDir);
  const writer = new DurableWriter();
  try {
    const cache = new SegmentCache(options.cacheChars ?? DEFAULT_CACHE_CHARS);
    const monthly = <T extends Entity>(
      name: keyof typeof COLLECTION_FOLDERS,
    ): MonthlyCollectionOptions<T> => ({
      dir: join(dataDir, COLLECTION_FOLDERS[name]),
      writer,
      cache,
    });
    const growing = {
      contacts: new LowdbContactsRepository(monthly('contacts')),
      bookings: new LowdbBookingsRepository(monthly('bookings'), timeZone),
      phoneClicks: new LowdbPhoneClicksRepository({
        ...monthly('phoneClicks'),
        trackedPages: [PATHS.landerP],
      }),
    };

    // Read and check every file before writing any.
    const finishGrowing = [
      await inspectGrowing(growing.contacts, writer),
      await inspectGrowing(growing.bookings, writer),
      await inspectGrowing(growing.phoneClicks, writer),
    ];
    const open = <T extends object>(name: keyof typeof COLLECTION_FILES) =>
      openCollectionFile<T>(join(dataDir, COLLECTION_FILES[name]), writer);
    const files = {
      newsletter: await open<NewsletterRecord>('newsletter'),
      blog: await open<BlogPost>('blog'),
      users: await open<UserRecord>('users'),
      sessions: await open<SessionRecord>('sessions'),
    };

    // Now write: folders, left-over temp files, migrations, missing files, blog seed.
    for (const finish of finishGrowing) await finish();
    const small = {
      newsletter: new LowdbNewsletterRepository(files.newsletter.db),
      blog: new LowdbBlogRepository(files.blog.db),
      users: new LowdbUsersRepository(files.users.db),
      sessions: new LowdbSessionsRepository(files.sessions.db),
    };
    for (const [name, file] of Object.entries(files)) {
      if (file.created) await small[name as keyof typeof small].save();
    }
    if (options.blogSeedFile) {
      const posts = await readBlogSeed(options.blogSeedFile);
      if (posts) await small.blog.seedIfEmpty(posts);
    }

    const all: { flush(): Promise<void> }[] = [...Object.values(growing), ...Object.values(small)];
    let closed: Promise<void> | undefined;
    return {
      dataDir,
      ...growing,
      ...small,
      close: () =>
        (closed ??= (async () => {
          await Promise.all(all.map((repo) => repo.flush()));
          await writer.close();
          await lock.release();
        })()),
    };
  } catch (err) {
    await writer.close().catch(() => {});
    await lock.release();
    throw err;
  }
}
