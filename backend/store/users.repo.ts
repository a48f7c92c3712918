/** users.json: admin accounts. */
import { LowdbCollection } from './lowdb-collection';
import type { UserRecord, UsersRepository } from './repository';

export type { UserRecord } from './repository';

export class LowdbUsersRepository extends LowdbCollection<UserRecord> implements UsersRepository {
  async findByUsername(username: string): Promise<UserRecord | undefined> {
    const wanted = username.toLowerCase();
    return (await this.list()).find((u) => u.username.toLowerCase() === wanted);
  }
}
