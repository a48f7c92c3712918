/**
 * booked-calls/: bookings, in month segments. An in-memory index of taken slots makes the check
 * and the write one synchronous step, so two racing requests for the same slot cannot both win.
 */
import { TIME_SLOTS } from '#shared/options';
import { heldSlot, slotKey, type Schedule } from '#shared/booking-slot';
import { LowdbCollection, type CollectionOptions, type RecordIndex } from './lowdb-collection';
import type {
  BookResult,
  CallMove,
  BookingsRepository,
  RescheduleResult,
  StoredBooking,
  WithdrawResult,
} from './repository';
import { storedSchedule, withdrawn } from './record-rules';

/** Slot key → ids of the bookings holding it (more than one only in data stored before the rule); a cancelled call holds none. */
class SlotIndex implements RecordIndex<StoredBooking> {
  readonly #ids = new Map<string, Set<string>>();

  constructor(private readonly timeZone: string) {}

  add(record: StoredBooking): void {
    const key = heldSlot(record, this.timeZone);
    if (key !== null) this.#ids.set(key, (this.#ids.get(key) ?? new Set()).add(record.id));
  }

  remove(record: StoredBooking): void {
    const key = slotKey(record, this.timeZone) ?? '';
    if (this.#ids.get(key)?.delete(record.id) && this.#ids.get(key)!.size === 0) this.#ids.delete(key);
  }

  /** Whether a booking other than `exceptId` holds the schedule's slot. */
  isTaken(schedule: Schedule, exceptId?: string): boolean {
    const ids = this.#ids.get(slotKey(schedule, this.timeZone) ?? '');
    return [...(ids ?? [])].some((id) => id !== exceptId);
  }

  takenOn(dayKey: string): string[] {
    return TIME_SLOTS.filter((slot) => this.#ids.has(`${dayKey}|${slot}`));
  }
}

/** Manage-link secret hash → booking id: the link names no booking, only its secret. */
class ManageTokenIndex implements RecordIndex<StoredBooking> {
  readonly ids = new Map<string, string>();

  add(record: StoredBooking): void {
    if (record.manageTokenHash) this.ids.set(record.manageTokenHash, record.id);
  }

  remove(record: StoredBooking): void {
    if (record.manageTokenHash && this.ids.get(record.manageTokenHash) === record.id)
      this.ids.delete(record.manageTokenHash);
  }
}

export class LowdbBookingsRepository extends LowdbCollection<StoredBooking> implements BookingsRepository {
  readonly #slots: SlotIndex;
  readonly #manageTokens = this.indexed(new ManageTokenIndex());

  constructor(options: CollectionOptions<StoredBooking>, timeZone: string) {
    super(options);
    this.#slots = this.indexed(new SlotIndex(timeZone));
  }

  async findByManageTokenHash(hash: string): Promise<StoredBooking | undefined> {
    const id = this.#manageTokens.ids.get(hash);
    return id === undefined ? undefined : this.findById(id);
  }

  async book(record: StoredBooking): Promise<BookResult> {
    // The slot check runs synchronously right before the insert takes the slot in the index.
    const result = await this.insertUnless(record, () =>
      this.#slots.isTaken(record) ? ({ status: 'slot-taken' } as const) : undefined,
    );
    if ('refused' in result) return result.refused;
    return result.created
      ? { status: 'created', record: result.record }
      : { status: 'exists', existing: result.existing };
  }

  async reschedule(
    id: string,
    change: CallMove,
    onlyIf: (before: StoredBooking) => boolean = () => true,
  ): Promise<RescheduleResult> {
    const schedule = storedSchedule(change);
    let refused = false;
    const result = await this.change(id, (before) => {
      refused = !onlyIf(before);
      if (refused || this.#slots.isTaken(change, id)) return undefined;
      return { ...before, ...schedule };
    });
    if (result.status !== 'refused') return result;
    return refused ? { status: 'refused' } : { status: 'slot-taken' };
  }

  async withdraw(id: string, onlyIf: (before: StoredBooking) => boolean): Promise<WithdrawResult> {
    return withdrawn(await this.removeUnless(id, (before) => !onlyIf(before)));
  }

  async bookedTimesOn(dayKey: string): Promise<string[]> {
    return this.#slots.takenOn(dayKey);
  }
}
