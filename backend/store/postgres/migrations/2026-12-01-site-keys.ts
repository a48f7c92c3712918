/**
 * Keys every server of one database must share, by name: the manage links' key when
 * MANAGE_LINK_SECRET is not set (decision 015). Made once, by the first server to start.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE site_keys (name text PRIMARY KEY, value text NOT NULL)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE site_keys`.execute(db);
}
