/** The manage link names no booking, only its secret: a booking is found by the secret's hash. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bookings_manage_token ON bookings ((data->>'manageTokenHash'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX bookings_manage_token`.execute(db);
}
