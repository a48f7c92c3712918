/**
 * bookings: a slot is held by at most one booking through a unique index on slot_key, which every
 * instance's insert and reschedule meet; the provisional placeholder has no key, so any number
 * of bookings may carry it, nor has a cancelled call. call_at is the call's start, for the inbox's
 * "sort by call time". A booking with limits locks its phone, email and client keys (advisory
 * locks, for the transaction), reads the bookings holding them by their indexed keys, and
 * inserts, so two instances cannot both let one person book twice. withdrawn_bookings keeps the
 * ids of withdrawn bookings, written in the withdrawal's transaction.
 */
import { sql, type Kysely } from 'kysely';
import { callStart } from '#shared/booking-window';
import { TIME_SLOTS } from '#shared/options';
import { heldSlot, slotKey } from '#shared/booking-slot';
import { callHoldOf, holdKeys, limitRefusal } from '../call-holds';
import type {
  BookingLimits,
  BookResult,
  CallMove,
  BookingsRepository,
  RescheduleResult,
  StoredBooking,
  WithdrawResult,
  WithdrawnBooking,
} from '../repository';
import { storedSchedule, tombstoneHorizon, withdrawn } from '../record-rules';
import { isUniqueViolation, PgCollection, type Db } from './pg-collection';

/** Insert tombstones, skipping ids already kept; answers how many were added. */
async function insertTombstones(db: Db, tombstones: readonly WithdrawnBooking[]): Promise<number> {
  const values = tombstones.map((t) => sql`(${t.id}, ${t.createdAt}, ${JSON.stringify(t)}::jsonb)`);
  const result = await sql`INSERT INTO withdrawn_bookings (id, created_at, data)
    VALUES ${sql.join(values)} ON CONFLICT (id) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export class PgBookingsRepository extends PgCollection<StoredBooking> implements BookingsRepository {
  readonly #timeZone: string;

  constructor(db: Kysely<unknown>, timeZone: string) {
    super({
      db,
      table: 'bookings',
      columns: (b) => {
        const slot = slotKey(b, timeZone);
        return { slot_key: heldSlot(b, timeZone), call_at: slot === null ? null : callStart(b, timeZone) };
      },
    });
    this.#timeZone = timeZone;
  }

  async book(record: StoredBooking, limits?: BookingLimits): Promise<BookResult> {
    if (limits) return this.#bookWithin(record, limits);
    for (;;) {
      const result = await this.insertRow(record);
      if (result.created) return { status: 'created', record: result.record };
      const existing = await this.findById(record.id);
      if (existing) return { status: 'exists', existing };
      // Not the id: the slot's unique index refused it (unless the holder of the id just went).
      if (slotKey(record, this.#timeZone) !== null) return { status: 'slot-taken' };
    }
  }

  #bookWithin(record: StoredBooking, limits: BookingLimits): Promise<BookResult> {
    const candidate = callHoldOf(record, this.#timeZone);
    return this.db.transaction().execute(async (trx): Promise<BookResult> => {
      // In key order, so two bookings sharing keys cannot wait for each other.
      for (const key of holdKeys(candidate).sort()) {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`booking:${key}`}, 0))`.execute(trx);
      }
      const existing = await this.findById(record.id, trx);
      if (existing) return { status: 'exists', existing };
      // Only rows that may be upcoming: not started (call_at) or provisional (no slot).
      const { rows } = await sql<{ data: StoredBooking }>`
        SELECT data FROM bookings
        WHERE (phone_key = ${candidate.phoneKey} OR email_key = ${candidate.emailKey}
               OR client_key = ${candidate.clientKey ?? null})
          AND (call_at > ${limits.now} OR slot_key IS NULL)`.execute(trx);
      const holds = rows.map((row) => callHoldOf(row.data, this.#timeZone));
      const reason = limitRefusal(candidate, holds, limits);
      if (reason) return { status: 'refused', reason };
      const result = await this.insertRow(record, trx);
      if (result.created) return { status: 'created', record: result.record };
      const stored = await this.findById(record.id, trx);
      return stored ? { status: 'exists', existing: stored } : { status: 'slot-taken' };
    });
  }

  async callsFrom(from: Date): Promise<StoredBooking[]> {
    const { rows } = await sql<{ data: StoredBooking }>`
      SELECT data FROM bookings WHERE call_at >= ${from} ORDER BY call_at, seq`.execute(this.db);
    return rows.map((row) => row.data);
  }

  async reschedule(
    id: string,
    change: CallMove,
    onlyIf: (before: StoredBooking) => boolean = () => true,
  ): Promise<RescheduleResult> {
    const schedule = storedSchedule(change);
    try {
      return await this.change(id, (before) => (onlyIf(before) ? { ...before, ...schedule } : undefined));
    } catch (err) {
      if (isUniqueViolation(err)) return { status: 'slot-taken' };
      throw err;
    }
  }

  async findByManageTokenHash(hash: string): Promise<StoredBooking | undefined> {
    const [found] = await this.select(sql`data->>'manageTokenHash' = ${hash}`, { limit: 1 });
    return found;
  }

  async withdraw(id: string, onlyIf: (before: StoredBooking) => boolean): Promise<WithdrawResult> {
    // Stored as the JSON store keeps it (withdrawn-calls.json).
    const now = new Date();
    const record: WithdrawnBooking = { id, createdAt: now.toISOString() };
    const tombstone = async (trx: Db) => {
      await insertTombstones(trx, [record]);
      await sql`DELETE FROM withdrawn_bookings WHERE created_at < ${tombstoneHorizon(now)}`.execute(trx);
    };
    return withdrawn(await this.removeUnless(id, (before) => !onlyIf(before), tombstone));
  }

  async wasWithdrawn(id: string): Promise<boolean> {
    const { rows } = await sql`SELECT 1 FROM withdrawn_bookings WHERE id = ${id}`.execute(this.db);
    return rows.length > 0;
  }

  async withdrawals(): Promise<WithdrawnBooking[]> {
    const { rows } = await sql<{ data: WithdrawnBooking }>`
      SELECT data FROM withdrawn_bookings ORDER BY seq`.execute(this.db);
    return rows.map((r) => r.data);
  }

  async keepWithdrawals(tombstones: readonly WithdrawnBooking[]): Promise<number> {
    return tombstones.length === 0 ? 0 : insertTombstones(this.db, tombstones);
  }

  async forgetWithdrawalsBefore(before: Date): Promise<number> {
    const result = await sql`DELETE FROM withdrawn_bookings WHERE created_at < ${before}`.execute(this.db);
    return Number(result.numAffectedRows ?? 0);
  }

  async bookedTimesOn(dayKey: string): Promise<string[]> {
    const { rows } = await sql<{ slot_key: string }>`
      SELECT slot_key FROM bookings WHERE slot_key LIKE ${`${dayKey}|%`}`.execute(this.db);
    const taken = new Set(rows.map((r) => r.slot_key.slice(dayKey.length + 1)));
    return TIME_SLOTS.filter((slot) => taken.has(slot));
  }
}
