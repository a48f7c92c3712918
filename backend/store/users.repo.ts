/** users.json: admin accounts. Only password hashes are stored. */
import { LowdbCollection } from './lowdb-collection';
import type { Repository } from './repository';

export interface UserRecord {
  id: string;
  username: string;
  /** scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64> (services/password-hash.ts). */
  passwordHash: string;
  passwordChangedAt: string;
  createdAt: string;
}

export interface UsersRepository extends Repository<UserRecord> {
  /** Usernames match case-insensitively. */
  findByUsername(username: string): Promise<UserRecord | undefined>;
}

export class LowdbUsersRepository extends LowdbCollection<UserRecord> implements UsersRepository {
  async findByUsername(username: string): Promise<UserRecord | undefined> {
    const wanted = username.toLowerCase();
    const user = this.rows.find((u) => u.username.toLowerCase() === wanted);
    return user && this.copy(user);
  }
}
