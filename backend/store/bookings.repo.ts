/**
 * booked-calls/: bookings, in month segments. In-memory indexes of taken slots and of who holds
 * which calls make the checks and the write one synchronous step, so two racing requests for the
 * same slot (or by the same person) cannot both win. withdrawn-calls.json keeps the ids withdrawn.
 */
import { TIME_SLOTS } from '#shared/options';
import { heldSlot, slotKey, type Schedule } from '#shared/booking-slot';
import { LowdbCollection, type CollectionOptions, type RecordIndex } from './lowdb-collection';
import { callHoldOf, holdKeys, limitRefusal, type CallHold } from './call-holds';
import type {
  BookingLimits,
  BookResult,
  CallMove,
  BookingsRepository,
  RescheduleResult,
  StoredBooking,
  WithdrawResult,
  WithdrawnBooking,
} from './repository';
import { storedSchedule, tombstoneHorizon, withdrawn } from './record-rules';

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

/** Each booking's CallHold, and the ids under each phone, email and client key. */
class CallHoldIndex implements RecordIndex<StoredBooking> {
  readonly #holds = new Map<string, CallHold>();
  readonly #byKey = new Map<string, Set<string>>();

  constructor(private readonly timeZone: string) {}

  add(record: StoredBooking): void {
    const hold = callHoldOf(record, this.timeZone);
    this.#holds.set(record.id, hold);
    for (const key of holdKeys(hold)) this.#byKey.set(key, (this.#byKey.get(key) ?? new Set()).add(hold.id));
  }

  remove(record: StoredBooking): void {
    const hold = this.#holds.get(record.id);
    if (!hold) return;
    this.#holds.delete(record.id);
    for (const key of holdKeys(hold)) {
      if (this.#byKey.get(key)?.delete(hold.id) && this.#byKey.get(key)!.size === 0) this.#byKey.delete(key);
    }
  }

  refusal(record: StoredBooking, limits: BookingLimits) {
    const candidate = callHoldOf(record, this.timeZone);
    const ids = new Set(holdKeys(candidate).flatMap((key) => [...(this.#byKey.get(key) ?? [])]));
    return limitRefusal(
      candidate,
      [...ids].map((id) => this.#holds.get(id)!),
      limits,
    );
  }

  /** Ids of the calls starting at or after `from`, earliest first. */
  startingFrom(from: number): string[] {
    return [...this.#holds.values()]
      .filter((h) => h.startsAt !== undefined && h.startsAt >= from)
      .sort((a, b) => a.startsAt! - b.startsAt!)
      .map((h) => h.id);
  }
}

export class LowdbBookingsRepository extends LowdbCollection<StoredBooking> implements BookingsRepository {
  readonly #slots: SlotIndex;
  readonly #manageTokens = this.indexed(new ManageTokenIndex());
  readonly #holds: CallHoldIndex;
  readonly #withdrawn: LowdbCollection<WithdrawnBooking>;

  constructor(
    options: CollectionOptions<StoredBooking>,
    timeZone: string,
    withdrawn: LowdbCollection<WithdrawnBooking>,
  ) {
    super(options);
    this.#slots = this.indexed(new SlotIndex(timeZone));
    this.#holds = this.indexed(new CallHoldIndex(timeZone));
    this.#withdrawn = withdrawn;
  }

  async findByManageTokenHash(hash: string): Promise<StoredBooking | undefined> {
    const id = this.#manageTokens.ids.get(hash);
    return id === undefined ? undefined : this.findById(id);
  }

  async book(record: StoredBooking, limits?: BookingLimits): Promise<BookResult> {
    // The checks run synchronously right before the insert takes the slot in the indexes.
    const result = await this.insertUnless(record, (): BookResult | undefined => {
      if (this.#slots.isTaken(record)) return { status: 'slot-taken' };
      const reason = limits && this.#holds.refusal(record, limits);
      return reason ? { status: 'refused', reason } : undefined;
    });
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
    // The tombstone is durable before the removal is: a crash between leaves the booking and its
    // tombstone, and a create of a stored id is a replay whatever the tombstones say.
    const now = new Date();
    const tombstone = await this.#withdrawn.insertIfAbsent({ id, createdAt: now.toISOString() });
    const result = withdrawn(await this.removeUnless(id, (before) => !onlyIf(before)));
    if (result.status === 'refused' && tombstone.created) await this.#withdrawn.remove(id);
    if (result.status === 'withdrawn') await this.forgetWithdrawalsBefore(tombstoneHorizon(now));
    return result;
  }

  async wasWithdrawn(id: string): Promise<boolean> {
    return (await this.#withdrawn.findById(id)) !== undefined;
  }

  async withdrawals(): Promise<WithdrawnBooking[]> {
    return (await this.#withdrawn.list()).reverse();
  }

  async keepWithdrawals(tombstones: readonly WithdrawnBooking[]): Promise<number> {
    let added = 0;
    for (const tombstone of tombstones)
      if ((await this.#withdrawn.insertIfAbsent(tombstone)).created) added++;
    return added;
  }

  async forgetWithdrawalsBefore(before: Date): Promise<number> {
    const old = (await this.#withdrawn.list()).filter((t) => Date.parse(t.createdAt) < before.getTime());
    for (const tombstone of old) await this.#withdrawn.remove(tombstone.id);
    return old.length;
  }

  async bookedTimesOn(dayKey: string): Promise<string[]> {
    return this.#slots.takenOn(dayKey);
  }

  async callsFrom(from: Date): Promise<StoredBooking[]> {
    return this.findByIds(this.#holds.startingFrom(from.getTime()));
  }
}
