/**
 * users: accounts, one per username in any case (a unique index on username_key decides a race
 * between instances). Accounts stored before roles existed are read as admins.
 */
import { sql, type Kysely } from 'kysely';
import { uniqueKeyOf, withRole } from '../record-rules';
import type { InsertResult, UserRecord, UsersRepository } from '../repository';
import { PgCollection } from './pg-collection';

export class PgUsersRepository extends PgCollection<UserRecord> implements UsersRepository {
  constructor(db: Kysely<unknown>) {
    super({
      db,
      table: 'users',
      columns: (u) => ({ username_key: uniqueKeyOf(u.username) }),
      read: withRole,
    });
  }

  async findByUsername(username: string): Promise<UserRecord | undefined> {
    return (await this.select(sql`username_key = ${uniqueKeyOf(username)}`, { limit: 1 }))[0];
  }

  create(record: UserRecord): Promise<InsertResult<UserRecord>> {
    return this.insertUnique(record, (r) => this.findByUsername(r.username));
  }
}
