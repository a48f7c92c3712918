/**
 * The booking limits (store/call-holds.ts) find the bookings of a phone number, an email address
 * or a client address through these columns, so a booking reads a handful of rows, not the table.
 * The expressions are phoneKeyOf() and emailKeyOf() in SQL and must stay equal to them.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings
    ADD COLUMN phone_key text GENERATED ALWAYS AS (regexp_replace(
      regexp_replace(coalesce(data->>'phone', ''), '\\D', '', 'g'), '^1(\\d{10})$', '\\1')) STORED,
    ADD COLUMN email_key text GENERATED ALWAYS AS (lower(btrim(coalesce(data->>'email', '')))) STORED,
    ADD COLUMN client_key text GENERATED ALWAYS AS (data->>'clientKeyHash') STORED`.execute(db);
  await sql`CREATE INDEX bookings_phone_key ON bookings (phone_key)`.execute(db);
  await sql`CREATE INDEX bookings_email_key ON bookings (email_key)`.execute(db);
  await sql`CREATE INDEX bookings_client_key ON bookings (client_key) WHERE client_key IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE bookings DROP COLUMN phone_key, DROP COLUMN email_key, DROP COLUMN client_key`.execute(
    db,
  );
}
