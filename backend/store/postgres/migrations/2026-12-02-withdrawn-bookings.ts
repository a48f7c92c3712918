/**
 * The ids of withdrawn bookings (lander-d's replaced placeholders), a collection table like the
 * others: a create of one arriving late from an outbox is refused with 410 instead of booking it
 * again.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE withdrawn_bookings (
    seq bigint NOT NULL DEFAULT nextval('record_seq'),
    id text PRIMARY KEY,
    created_at timestamptz,
    data jsonb NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE withdrawn_bookings`.execute(db);
}
