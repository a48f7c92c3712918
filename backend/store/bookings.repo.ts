/**
 * booked-calls.json. A slot (day in the business zone + time) holds at most one booking;
 * the check and the write happen in one synchronous step, so two racing requests for the
 * same slot cannot both win.
 */
import { TIME_SLOTS } from '../../shared/options';
import type { BookingRecord } from '../../shared/schemas/booking';
import type { Low } from 'lowdb';
import { slotKey, type Schedule } from '../services/booking-slot';
import { LowdbCollection } from './lowdb-collection';
import type { Repository } from './repository';

export type BookResult =
  | { status: 'created'; record: BookingRecord }
  | { status: 'exists'; existing: BookingRecord }
  | { status: 'slot-taken' };

export type RescheduleResult =
  { status: 'updated'; record: BookingRecord } | { status: 'not-found' } | { status: 'slot-taken' };

export interface BookingsRepository extends Repository<BookingRecord> {
  /** Insert unless the id exists (answers it) or another booking holds the slot. */
  book(record: BookingRecord): Promise<BookResult>;
  /** Move a booking to another schedule unless another booking holds that slot. */
  reschedule(id: string, schedule: Schedule & { updatedAt: string }): Promise<RescheduleResult>;
  /** Slot labels taken on a day ('YYYY-MM-DD' in the business zone), in slot order. */
  bookedTimesOn(dayKey: string): Promise<string[]>;
}

export class LowdbBookingsRepository extends LowdbCollection<BookingRecord> implements BookingsRepository {
  constructor(
    db: Low<BookingRecord[]>,
    private readonly timeZone: string,
  ) {
    super(db);
  }

  private holder(schedule: Schedule, exceptId?: string): BookingRecord | undefined {
    const key = slotKey(schedule, this.timeZone);
    if (key === null) return undefined;
    return this.rows.find((r) => r.id !== exceptId && slotKey(r, this.timeZone) === key);
  }

  async book(record: BookingRecord): Promise<BookResult> {
    const existing = this.rows.find((r) => r.id === record.id);
    if (existing) return { status: 'exists', existing: this.copy(existing) };
    if (this.holder(record)) return { status: 'slot-taken' };
    return { status: 'created', record: await this.insert(record) };
  }

  async reschedule(id: string, change: Schedule & { updatedAt: string }): Promise<RescheduleResult> {
    if (!this.rows.some((r) => r.id === id)) return { status: 'not-found' };
    if (this.holder(change, id)) return { status: 'slot-taken' };
    const scheduledDate = new Date(change.scheduledDate).toISOString();
    const record = await this.update(id, { ...change, scheduledDate });
    return record ? { status: 'updated', record } : { status: 'not-found' };
  }

  async bookedTimesOn(dayKey: string): Promise<string[]> {
    const taken = new Set<string>();
    for (const r of this.rows) {
      const key = slotKey(r, this.timeZone);
      if (key?.startsWith(`${dayKey}|`)) taken.add(r.scheduledTime);
    }
    return TIME_SLOTS.filter((slot) => taken.has(slot));
  }
}
