/**
 * The store: one lowdb JSON file per collection under DATA_DIR, owned by one process through
 * DATA_DIR/.lock. openStore() creates what is missing, refuses files it cannot parse, seeds
 * the blog, and answers the repositories; close() waits for writes and releases the lock.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlogPost } from '../../shared/schemas/blog';
import type { BookingRecord } from '../../shared/schemas/booking';
import type { ContactRecord } from '../../shared/schemas/contact';
import type { NewsletterRecord } from '../../shared/schemas/newsletter';
import type { PhoneClickRecord } from '../../shared/schemas/phone-click';
import { readBlogSeed } from './blog-seed';
import { LowdbBlogRepository, type BlogRepository } from './blog.repo';
import { LowdbBookingsRepository, type BookingsRepository } from './bookings.repo';
import { LowdbContactsRepository, type ContactsRepository } from './contacts.repo';
import { LowdbNewsletterRepository, type NewsletterRepository } from './newsletter.repo';
import { LowdbPhoneClicksRepository, type PhoneClicksRepository } from './phone-clicks.repo';
import { LowdbSessionsRepository, type SessionRecord, type SessionsRepository } from './sessions.repo';
import { openCollectionFile } from './store-file';
import { acquireStoreLock } from './store-lock';
import { LowdbUsersRepository, type UserRecord, type UsersRepository } from './users.repo';

/** The file of each collection under DATA_DIR. */
export const COLLECTION_FILES = {
  contacts: 'contacts.json',
  bookings: 'booked-calls.json',
  phoneClicks: 'phone-clicks.json',
  newsletter: 'newsletter.json',
  blog: 'blog.json',
  users: 'users.json',
  sessions: 'sessions.json',
} as const;

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
}

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const { dataDir, timeZone } = options;
  await mkdir(dataDir, { recursive: true });
  const lock = await acquireStoreLock(dataDir);
  try {
    const open = <T>(name: keyof typeof COLLECTION_FILES) =>
      openCollectionFile<T>(join(dataDir, COLLECTION_FILES[name]));
    // Read every file before writing any, so a corrupt one stops the start with nothing changed.
    const files = {
      contacts: await open<ContactRecord>('contacts'),
      bookings: await open<BookingRecord>('bookings'),
      phoneClicks: await open<PhoneClickRecord>('phoneClicks'),
      newsletter: await open<NewsletterRecord>('newsletter'),
      blog: await open<BlogPost>('blog'),
      users: await open<UserRecord>('users'),
      sessions: await open<SessionRecord>('sessions'),
    };
    const repos = {
      contacts: new LowdbContactsRepository(files.contacts.db),
      bookings: new LowdbBookingsRepository(files.bookings.db, timeZone),
      phoneClicks: new LowdbPhoneClicksRepository(files.phoneClicks.db),
      newsletter: new LowdbNewsletterRepository(files.newsletter.db),
      blog: new LowdbBlogRepository(files.blog.db),
      users: new LowdbUsersRepository(files.users.db),
      sessions: new LowdbSessionsRepository(files.sessions.db),
    };
    const all: { flush(): Promise<void> }[] = Object.values(repos);
    for (const [name, file] of Object.entries(files)) {
      if (file.created) await repos[name as keyof typeof repos].save();
    }
    if (options.blogSeedFile) {
      const posts = await readBlogSeed(options.blogSeedFile);
      if (posts) await repos.blog.seedIfEmpty(posts);
    }

    let closed: Promise<void> | undefined;
    return {
      dataDir,
      ...repos,
      close: () =>
        (closed ??= (async () => {
          await Promise.all(all.map((repo) => repo.flush()));
          await lock.release();
        })()),
    };
  } catch (err) {
    await lock.release();
    throw err;
  }
}
