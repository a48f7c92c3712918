/**
 * The lowdb engine behind the repositories (repository.ts): a folder under DATA_DIR, owned by one
 * process through DATA_DIR/.lock:
 *
 *   contacts/ booked-calls/ phone-clicks/ deliveries/ lead-activity/   growing: month segments
 *   newsletter.json blog.json users.json sessions.json availability.json   small: one file each
 *   withdrawn-calls.json                                                  (the ids of withdrawn bookings)
 *
 * Every file is a JSON array written durably through one group commit (group-commit.ts).
 * openStore() reads and checks every file before it writes anything, so a corrupt one stops the
 * start with nothing changed; then it creates what is missing and seeds the blog. close() waits
 * for writes and releases the lock.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PATHS } from '#shared/routes';
import { manageKeyFile } from '../lib/manage-token';
import { seedBlog } from './blog-seed';
import { LowdbAvailabilityRepository } from './availability.repo';
import { LowdbBlogRepository } from './blog.repo';
import { LowdbBookingsRepository } from './bookings.repo';
import { LowdbCollection } from './lowdb-collection';
import { LowdbContactsRepository } from './contacts.repo';
import { LowdbDeliveriesRepository } from './deliveries.repo';
import { GroupCommit } from './group-commit';
import { writeJsonSnapshot } from './json-snapshot';
import { checkFolderWritable, folderBytes } from './store-health';
import { FOLDER_MODE, makeOwnerOnly } from './owner-only';
import { LowdbNewsletterRepository } from './newsletter.repo';
import { LowdbPhoneClicksRepository } from './phone-clicks.repo';
import { LowdbLeadActivityRepository } from './lead-activity.repo';
import type { Repositories, WithdrawnBooking } from './repository';
import { SegmentCache } from './segment';
import { scanCollection } from './segment-scan';
import { LowdbSessionsRepository } from './sessions.repo';
import { LeadInboxIndex } from './inbox-index';
import { MemoryLoginFailures } from './memory-login-failures';
import { acquireStoreLock } from './store-lock';
import { LowdbUsersRepository } from './users.repo';
import { log } from '../lib/log';

/** The folder of each growing collection under DATA_DIR. */
export const COLLECTION_FOLDERS = {
  contacts: 'contacts',
  bookings: 'booked-calls',
  phoneClicks: 'phone-clicks',
  deliveries: 'deliveries',
  leadActivity: 'lead-activity',
} as const;

/** The file of each small collection under DATA_DIR. */
export const COLLECTION_FILES = {
  newsletter: 'newsletter.json',
  blog: 'blog.json',
  users: 'users.json',
  sessions: 'sessions.json',
  availability: 'availability.json',
  withdrawnCalls: 'withdrawn-calls.json',
} as const;

/** Text of recently used segments kept in memory (all collections together). */
const DEFAULT_CACHE_CHARS = 4 * 1024 * 1024;

export interface Store extends Repositories {
  readonly dataDir: string;
  /** Which engine keeps the data: the JSON files in dataDir, or PostgreSQL. */
  readonly engine: 'json' | 'postgresql';
  /**
   * Write a consistent snapshot of everything stored to `file` (owner-only): a .tar.gz of
   * dataDir without `skipDir`, or a pg_dump. Writes go on meanwhile.
   */
  snapshot(file: string, skipDir?: string): Promise<void>;
  /** Rejects if the store cannot take a write now (a read-only or full disk, a read-only database). */
  checkWritable(): Promise<void>;
  /** The bytes the stored data takes (the JSON files without `skipDir`, or the database). */
  sizeBytes(skipDir?: string): Promise<number>;
  /**
   * The manage links' key when MANAGE_LINK_SECRET is not set, kept by the store so every server
   * of one store derives the same links: made once, then the same on every call.
   */
  manageLinkKey(): Promise<string>;
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

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const { dataDir, timeZone } = options;
  await mkdir(dataDir, { recursive: true, mode: FOLDER_MODE });
  const lock = await acquireStoreLock(dataDir);
  const tightened = await makeOwnerOnly(dataDir);
  if (tightened > 0) {
    log.info(`Store: ${tightened} files and folders in ${dataDir} were readable by others; now owner-only.`);
  }
  const commit = new GroupCommit();
  try {
    const cache = new SegmentCache(options.cacheChars ?? DEFAULT_CACHE_CHARS);
    const folder = (name: keyof typeof COLLECTION_FOLDERS) => {
      return { layout: { folder: join(dataDir, COLLECTION_FOLDERS[name]) }, commit, cache };
    };
    const file = (name: keyof typeof COLLECTION_FILES) => {
      return { layout: { file: join(dataDir, COLLECTION_FILES[name]) }, commit, cache };
    };
    const inbox = new LeadInboxIndex(timeZone);
    const deliveries = new LowdbDeliveriesRepository(folder('deliveries'));
    const withdrawnCalls = new LowdbCollection<WithdrawnBooking>(file('withdrawnCalls'));
    const repos = {
      contacts: new LowdbContactsRepository({ ...folder('contacts'), indexes: [inbox.contacts] }, deliveries),
      bookings: new LowdbBookingsRepository(
        { ...folder('bookings'), indexes: [inbox.bookings] },
        timeZone,
        withdrawnCalls,
      ),
      phoneClicks: new LowdbPhoneClicksRepository({
        ...folder('phoneClicks'),
        trackedPages: [PATHS.landerP],
      }),
      deliveries,
      leadActivity: new LowdbLeadActivityRepository({ ...folder('leadActivity'), indexes: [inbox.activity] }),
      newsletter: new LowdbNewsletterRepository(file('newsletter')),
      blog: new LowdbBlogRepository(file('blog')),
      users: new LowdbUsersRepository(file('users')),
      sessions: new LowdbSessionsRepository(file('sessions')),
      availability: new LowdbAvailabilityRepository(file('availability')),
    };

    // Read and check every file before writing any.
    const finish = [];
    for (const repo of [...Object.values(repos), withdrawnCalls])
      finish.push(await scanCollection(repo, commit));
    // Now write: folders, left-over temp files, missing files, blog seed.
    for (const step of finish) await step();
    await seedBlog(repos.blog, options.blogSeedFile);

    let closed: Promise<void> | undefined;
    return {
      dataDir,
      engine: 'json',
      snapshot: (file, skipDir) => writeJsonSnapshot(dataDir, commit, file, skipDir),
      checkWritable: () => checkFolderWritable(dataDir),
      sizeBytes: (skipDir) => folderBytes(dataDir, skipDir),
      ...repos,
      inbox,
      manageLinkKey: () => manageKeyFile(dataDir),
      loginFailures: new MemoryLoginFailures(),
      close: () =>
        (closed ??= (async () => {
          await commit.close();
          await lock.release();
        })()),
    };
  } catch (err) {
    await commit.close();
    await lock.release();
    throw err;
  }
}
