/**
 * The first schema: one table per collection. Each record is kept whole as jsonb (`data`, the
 * record exactly as the JSON store holds it); the columns beside it are what the database must
 * index or enforce itself: time order, a booking's slot, a username or address in any case, a
 * message's queue state and a lead's call time.
 */
import { sql, type Kysely } from 'kysely';

/**
 * Every collection table's common columns: insertion order (one sequence for all tables, so the
 * inbox orders estimate requests and bookings received at the same instant as they came), id,
 * createdAt, the record.
 */
const COMMON = sql`
  seq bigint NOT NULL DEFAULT nextval('record_seq'),
  id text PRIMARY KEY,
  created_at timestamptz,
  data jsonb NOT NULL
`;

const TABLES = {
  contacts: sql``,
  bookings: sql`, slot_key text, call_at timestamptz`,
  phone_clicks: sql``,
  newsletter: sql`, email_key text NOT NULL`,
  blog: sql`, slug text NOT NULL`,
  users: sql`, username_key text NOT NULL`,
  sessions: sql`, user_id text NOT NULL`,
  deliveries: sql`, state text NOT NULL, next_attempt_at timestamptz, changed bigint NOT NULL`,
  lead_activity: sql``,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE record_seq`.execute(db);
  for (const [table, extra] of Object.entries(TABLES)) {
    await sql`CREATE TABLE ${sql.table(table)} (${COMMON} ${extra})`.execute(db);
    // Newest first, then latest inserted: every list's order.
    await sql`CREATE INDEX ${sql.id(`${table}_newest`)} ON ${sql.table(table)} (created_at DESC NULLS LAST, seq DESC)`.execute(
      db,
    );
  }
  // The rules the JSON store keeps in memory, kept by the database for every instance at once.
  await sql`CREATE UNIQUE INDEX bookings_slot ON bookings (slot_key) WHERE slot_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX bookings_call ON bookings (call_at)`.execute(db);
  await sql`CREATE UNIQUE INDEX newsletter_email ON newsletter (email_key)`.execute(db);
  await sql`CREATE UNIQUE INDEX users_username ON users (username_key)`.execute(db);
  await sql`CREATE INDEX blog_slug ON blog (slug)`.execute(db);
  await sql`CREATE INDEX sessions_user ON sessions (user_id)`.execute(db);
  await sql`CREATE SEQUENCE deliveries_changed`.execute(db);
  await sql`CREATE INDEX deliveries_due ON deliveries (changed) WHERE state IN ('queued', 'retrying')`.execute(
    db,
  );
  await sql`CREATE INDEX deliveries_state ON deliveries (state)`.execute(db);
  // Sign-in failures, counted together by every server (services/login-throttle.ts).
  await sql`CREATE TABLE login_failures (key text NOT NULL, at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE INDEX login_failures_key ON login_failures (key, at)`.execute(db);
}
