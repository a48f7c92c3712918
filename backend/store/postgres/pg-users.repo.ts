/**
 * users: accounts, one per username in any case (a unique index on username_key decides a race
 * between instances). Accounts stored before roles existed are read as admins.
 */
import { sql, type Kysely } from 'kysely';
import { isEnabledAdmin, uniqueKeyOf, withRole } from '../record-rules';
import type { AdminKeptChange, InsertResult, UserRecord, UsersRepository } from '../repository';
import { PgCollection, type Db } from './pg-collection';

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

  // Every account row is locked (in id order, so two such changes queue rather than deadlock)
  // before the check: a concurrent disable of the other admin waits for this one.
  async updateKeepingAnAdmin(id: string, patch: Partial<Omit<UserRecord, 'id'>>): Promise<AdminKeptChange> {
    let adminIds: string[] = [];
    const lockAll = async (trx: Db) => {
      const { rows } = await sql<{ data: UserRecord }>`
        SELECT data FROM users ORDER BY id FOR UPDATE`.execute(trx);
      adminIds = rows
        .map((r) => r.data)
        .filter(isEnabledAdmin)
        .map((u) => u.id);
    };
    const result = await this.change(
      id,
      (before) => {
        const after = { ...before, ...patch };
        const losesAdmin = isEnabledAdmin(before) && !isEnabledAdmin(after);
        return losesAdmin && !adminIds.some((other) => other !== id) ? undefined : after;
      },
      lockAll,
    );
    return result.status === 'refused' ? { status: 'last-admin' } : result;
  }
}
