/** Sign-in failures in PostgreSQL: every server sharing the database counts them together. */
import { sql, type Kysely } from 'kysely';
import type { LoginFailuresRepository } from '../repository';

export class PgLoginFailures implements LoginFailuresRepository {
  constructor(private readonly db: Kysely<unknown>) {}

  async since(key: string, since: number): Promise<number[]> {
    const { rows } = await sql<{ at: Date }>`
      SELECT at FROM login_failures WHERE key = ${key} AND at > ${new Date(since)} ORDER BY at`.execute(
      this.db,
    );
    return rows.map((r) => r.at.getTime());
  }

  async add(keys: readonly string[], at: number): Promise<void> {
    const when = new Date(at);
    await sql`INSERT INTO login_failures (key, at) VALUES ${sql.join(keys.map((k) => sql`(${k}, ${when})`))}`.execute(
      this.db,
    );
  }

  async takeBack(key: string, at: number): Promise<void> {
    await sql`
      DELETE FROM login_failures WHERE ctid IN (
        SELECT ctid FROM login_failures WHERE key = ${key} AND at = ${new Date(at)} LIMIT 1)`.execute(
      this.db,
    );
  }

  async clear(key: string): Promise<void> {
    await sql`DELETE FROM login_failures WHERE key = ${key}`.execute(this.db);
  }

  async prune(before: number): Promise<void> {
    await sql`DELETE FROM login_failures WHERE at <= ${new Date(before)}`.execute(this.db);
  }
}
