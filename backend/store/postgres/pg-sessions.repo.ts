/** sessions: signed-in sessions, keyed by the SHA-256 of the cookie's token, indexed by user. */
import { sql, type Kysely } from 'kysely';
import type { SessionRecord, SessionsRepository } from '../repository';
import { PgCollection } from './pg-collection';

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
