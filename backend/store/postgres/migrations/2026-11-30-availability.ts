/**
 * The owner's availability (weekly hours, blocked days and slots), one row per rule: a booking
 * reads its day's rules by the indexed `day` column (the weekly hours have none).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE availability (
    seq bigint NOT NULL DEFAULT nextval('record_seq'),
    id text PRIMARY KEY,
    created_at timestamptz,
    data jsonb NOT NULL,
    day text
  )`.execute(db);
  await sql`CREATE INDEX availability_newest ON availability (created_at DESC NULLS LAST, seq DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX availability_day ON availability (day) WHERE day IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE availability`.execute(db);
}
