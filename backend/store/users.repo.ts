/**
 * users.json: accounts, one per username compared case-insensitively. Accounts stored before
 * roles existed have no role and are read as admins, so an old store starts as it did.
 */
import { EnabledAdmins } from './enabled-admins';
import { LowdbCollection } from './lowdb-collection';
import { isEnabledAdmin, withRole } from './record-rules';
import type { AdminKeptChange, InsertResult, Page, UserRecord, UsersRepository } from './repository';
import { UniqueKeyIndex } from './unique-key';

export type { UserRecord } from './repository';

export class LowdbUsersRepository extends LowdbCollection<UserRecord> implements UsersRepository {
  readonly #usernames = this.indexed(new UniqueKeyIndex<UserRecord>((u) => u.username));
  readonly #admins = this.indexed(new EnabledAdmins());

  override async list(page?: Page): Promise<UserRecord[]> {
    return (await super.list(page)).map(withRole);
  }

  override async findById(id: string): Promise<UserRecord | undefined> {
    const user = await super.findById(id);
    return user && withRole(user);
  }

  override async update(
    id: string,
    patch: Partial<Omit<UserRecord, 'id'>>,
    onlyIf?: (before: UserRecord) => boolean,
  ): Promise<UserRecord | undefined> {
    const user = await super.update(id, patch, onlyIf && ((before) => onlyIf(withRole(before))));
    return user && withRole(user);
  }

  async findByUsername(username: string): Promise<UserRecord | undefined> {
    const id = this.#usernames.idOf(username);
    return id === undefined ? undefined : this.findById(id);
  }

  create(record: UserRecord): Promise<InsertResult<UserRecord>> {
    return this.insertUnique(record, this.#usernames);
  }

  // The index and the change are read and written in one synchronous step.
  async updateKeepingAnAdmin(id: string, patch: Partial<Omit<UserRecord, 'id'>>): Promise<AdminKeptChange> {
    const result = await this.change(id, (before) => {
      const after = this.patched(before, patch);
      const losesAdmin = isEnabledAdmin(before) && !isEnabledAdmin(after);
      return losesAdmin && !this.#admins.anyOtherThan(id) ? undefined : after;
    });
    if (result.status === 'refused') return { status: 'last-admin' };
    return result.status === 'updated' ? { status: 'updated', record: withRole(result.record) } : result;
  }
}
