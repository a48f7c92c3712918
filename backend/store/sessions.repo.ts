/** sessions.json: signed-in sessions, keyed by the SHA-256 of the cookie's token. */
import { LowdbCollection } from './lowdb-collection';
import type { SessionRecord, SessionsRepository } from './repository';

export class LowdbSessionsRepository extends LowdbCollection<SessionRecord> implements SessionsRepository {
  removeByUser(userId: string): Promise<number> {
    return this.removeWhere((s) => s.userId === userId);
  }

  removeMatching(ended: (session: SessionRecord) => boolean): Promise<number> {
    return this.removeWhere(ended);
  }
}
