/** sessions.json: signed-in admin sessions, keyed by the SHA-256 of the cookie's token. */
import { LowdbCollection } from './lowdb-collection';
import type { Repository } from './repository';

export interface SessionRecord {
  /** Hex SHA-256 of the session token; the token itself is never stored. */
  id: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface SessionsRepository extends Repository<SessionRecord> {
  /** End every session of a user (e.g. after a password change). */
  removeByUser(userId: string): Promise<number>;
  /** End sessions idle since before an instant. */
  removeIdleSince(before: string): Promise<number>;
}

export class LowdbSessionsRepository extends LowdbCollection<SessionRecord> implements SessionsRepository {
  removeByUser(userId: string): Promise<number> {
    return this.removeWhere((s) => s.userId === userId);
  }

  removeIdleSince(before: string): Promise<number> {
    const limit = Date.parse(before);
    return this.removeWhere((s) => Date.parse(s.lastSeenAt) < limit);
  }
}
