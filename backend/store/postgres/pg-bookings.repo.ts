/**
 * bookings: a slot is held by at most one booking through a unique index on slot_key, which every
 * instance's insert and reschedule meet; the provisional placeholder has no key, so any number
 * of bookings may carry it, nor has a cancelled call. call_at is the call's start, for the inbox's "sort by call time".
 */
import { sql, type Kysely } from 'kysely';
import { callStart } from '#shared/booking-window';
import { TIME_SLOTS } from '#shared/options';
import { heldSlot, slotKey } from '#shared/booking-slot';
import type {
  BookResult,
  CallMove,
  BookingsRepository,
  RescheduleResult,
  StoredBooking,
  WithdrawResult,
} from '../repository';
import { storedSchedule, withdrawn } from '../record-rules';
import { isUniqueViolation, PgCollection } from './pg-collection';

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

  async book(record: StoredBooking): Promise<BookResult> {
    for (;;) {
      const result = await this.insertRow(record);
      if (result.created) return { status: 'created', record: result.record };
      const existing = await this.findById(record.id);
      if (existing) return { status: 'exists', existing };
      // Not the id: the slot's unique index refused it (unless the holder of the id just went).
      if (slotKey(record, this.#timeZone) !== null) return { status: 'slot-taken' };
    }
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
    return withdrawn(await this.removeUnless(id, (before) => !onlyIf(before)));
  }

  async bookedTimesOn(dayKey: string): Promise<string[]> {
    const { rows } = await sql<{ slot_key: string }>`
      SELECT slot_key FROM bookings WHERE slot_key LIKE ${`${dayKey}|%`}`.execute(this.db);
    const taken = new Set(rows.map((r) => r.slot_key.slice(dayKey.length + 1)));
    return TIME_SLOTS.filter((slot) => taken.has(slot));
  }
}
