/**
 * Collections with a key unique in any case (a username, a newsletter address) and the sessions:
 * the unique index decides a race between instances; the loser answers the record that won.
 */
import { sql, type Kysely } from 'kysely';
import type { NewsletterRecord } from '#shared/schemas/newsletter';
import { DEFAULT_ROLE } from '#shared/schemas/users';
import type {
  InsertResult,
  NewsletterRepository,
  SessionRecord,
  SessionsRepository,
  UserRecord,
  UsersRepository,
} from '../repository';
import { PgCollection } from './pg-collection';

/** How a unique text key is compared: in any case. */
const keyOf = (text: string) => text.toLowerCase();

export class PgUsersRepository extends PgCollection<UserRecord> implements UsersRepository {
  constructor(db: Kysely<unknown>) {
    super({
      db,
      table: 'users',
      columns: (u) => ({ username_key: keyOf(u.username) }),
      // Accounts stored before roles existed are admins.
      read: (u) => ({ ...u, role: u.role ?? DEFAULT_ROLE }),
    });
  }

  async findByUsername(username: string): Promise<UserRecord | undefined> {
    return (await this.select(sql`username_key = ${keyOf(username)}`, { limit: 1 }))[0];
  }

  async create(record: UserRecord): Promise<InsertResult<UserRecord>> {
    for (;;) {
      const result = await this.insertRow(record);
      if (result.created) return result;
      const existing = (await this.findByUsername(record.username)) ?? (await this.findById(record.id));
      if (existing) return { created: false, existing };
    }
  }
}

export class PgNewsletterRepository extends PgCollection<NewsletterRecord> implements NewsletterRepository {
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'newsletter', columns: (r) => ({ email_key: keyOf(r.email) }) });
  }

  async subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>> {
    for (;;) {
      const result = await this.insertRow(record);
      if (result.created) return result;
      const existing =
        (await this.select(sql`email_key = ${keyOf(record.email)}`, { limit: 1 }))[0] ??
        (await this.findById(record.id));
      if (existing) return { created: false, existing };
    }
  }
}

export class PgSessionsRepository extends PgCollection<SessionRecord> implements SessionsRepository {
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'sessions', columns: (s) => ({ user_id: s.userId }) });
  }

  async removeByUser(userId: string): Promise<number> {
    const { rows } = await sql`DELETE FROM sessions WHERE user_id = ${userId} RETURNING id`.execute(this.db);
    return rows.length;
  }

  async removeMatching(ended: (session: SessionRecord) => boolean): Promise<number> {
    const gone = (await this.list()).filter(ended);
    const removed = await Promise.all(gone.map((s) => this.removeUnless(s.id, (now) => !ended(now))));
    return removed.filter((r) => r === 'removed').length;
  }
}
