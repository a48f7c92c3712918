/**
 * The inbox filtered by a worked status (Contacted, Won, Spam...) starts from the leads in that
 * status, newest first, instead of walking every lead and looking up each one's activity.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX lead_activity_status
    ON lead_activity ((data->>'status'), created_at DESC NULLS LAST)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX lead_activity_status`.execute(db);
}
