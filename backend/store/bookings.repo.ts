/**
 * booked-calls/: bookings, in month segments. A slot (day in the business zone + time) holds
 * at most one booking; an in-memory index of taken slots makes the check and the write one
 * synchronous step, so two racing requests for the same slot cannot both win.
 */
import { TIME_SLOTS } from '../../shared/options';
import type { BookingRecord } from '../../shared/schemas/booking';
import { slotKey, type Schedule } from '../services/booking-slot';
import { MonthlyCollection, type MonthlyCollectionOptions, type RecordIndex } from './monthly-collection';
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

/** Slot key → ids of the bookings holding it (more than one only in data stored before the rule). */
class SlotIndex implements RecordIndex<BookingRecord> {
  readonly #slots = new Map<string, Set<string>>();

  constructor(private readonly timeZone: string) {}

  add(record: BookingRecord): void {
    const key = slotKey(record, this.timeZone);
    if (key === null) return;
    let ids = this.#slots.get(key);
    if (!ids) this.#slots.set(key, (ids = new Set()));
    ids.add(record.id);
  }

  remove(record: BookingRecord): void {
    const key = slotKey(record, this.timeZone);
    const ids = key === null ? undefined : this.#slots.get(key);
    if (!ids) return;
    ids.delete(record.id);
    if (ids.size === 0) this.#slots.delete(key!);
  }

  /** Whether a booking other than `exceptId` holds the schedule's slot. */
  isTaken(schedule: Schedule, exceptId?: string): boolean {
    const key = slotKey(schedule, this.timeZone);
    const ids = key === null ? undefined : this.#slots.get(key);
    if (!ids) return false;
    return ids.size > (exceptId !== undefined && ids.has(exceptId) ? 1 : 0);
  }

  takenOn(dayKey: string): string[] {
    return TIME_SLOTS.filter((slot) => this.#slots.has(`${dayKey}|${slot}`));
  }
}

export class LowdbBookingsRepository extends MonthlyCollection<BookingRecord> implements BookingsRepository {
  readonly #slots: SlotIndex;

  constructor(options: MonthlyCollectionOptions<BookingRecord>, timeZone: string) {
    const slots = new SlotIndex(timeZone);
    super({ ...options, indexes: [...(options.indexes ?? []), slots] });
    this.#slots = slots;
  }

  async book(record: BookingRecord): Promise<BookResult> {
    // The slot check runs synchronously right before the insert takes the slot in the index.
    const result = await this.insertUnless(record, () =>
      this.#slots.isTaken(record) ? ({ status: 'slot-taken' } as const) : undefined,
    );
    if ('refused' in result) return result.refused;
    return result.created
      ? { status: 'created', record: result.record }
      : { status: 'exists', existing: result.existing };
  }

  async reschedule(id: string, change: Schedule & { updatedAt: string }): Promise<RescheduleResult> {
    const scheduledDate = new Date(change.scheduledDate).toISOString();
    return this.change<{ status: 'slot-taken' }>(id, (before) =>
      this.#slots.isTaken(change, id)
        ? { refuse: { status: 'slot-taken' } }
        : { next: { ...before, ...change, scheduledDate } },
    );
  }

  async bookedTimesOn(dayKey: string): Promise<string[]> {
    return this.#slots.takenOn(dayKey);
  }
}
