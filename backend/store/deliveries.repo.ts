/**
 * deliveries/: the messages leads cause, in month segments. An in-memory index of each record's
 * state, and of when each pending one is due, keeps the worker's "what is due" and the admin's
 * counts off the disk: only the records about to be sent are read.
 */
import {
  DELIVERY_STATES,
  PENDING_STATES,
  type DeliveryRecord,
  type DeliveryState,
} from '#shared/schemas/delivery';
import { LowdbCollection, type RecordIndex } from './lowdb-collection';
import { dueAt } from './record-rules';
import { jsonCopy } from './records';
import type { DeliveriesRepository, Page } from './repository';

class StateIndex implements RecordIndex<DeliveryRecord> {
  /** Records in each state: counts, not ids, since every sent message stays in the store. */
  readonly counts = new Map<DeliveryState, number>(DELIVERY_STATES.map((s) => [s, 0]));
  /** Pending id → when its next attempt is due (ms), in the order they became pending. */
  readonly due = new Map<string, number>();

  add(record: DeliveryRecord): void {
    this.#count(record.state, 1);
    if (PENDING_STATES.includes(record.state)) this.due.set(record.id, dueAt(record));
  }

  remove(record: DeliveryRecord): void {
    this.#count(record.state, -1);
    this.due.delete(record.id);
  }

  #count(state: DeliveryState, by: number): void {
    const count = this.counts.get(state);
    if (count !== undefined) this.counts.set(state, count + by);
  }
}

export class LowdbDeliveriesRepository
  extends LowdbCollection<DeliveryRecord>
  implements DeliveriesRepository
{
  readonly #states = this.indexed(new StateIndex());

  async due(until: Date, limit: number): Promise<DeliveryRecord[]> {
    // The index keeps insertion order, and a change moves a record to its end: oldest first,
    // without copying or sorting a backlog of any size.
    const ids: string[] = [];
    for (const [id, at] of this.#states.due) {
      if (at <= until.getTime()) ids.push(id);
      if (ids.length >= limit) break;
    }
    return this.findByIds(ids);
  }

  // The store's lock keeps every other server out, and the worker makes one attempt at a time:
  // taking a message only checks it is still as it was read, and writes nothing.
  async claim(message: DeliveryRecord): Promise<boolean> {
    const current = await this.findById(message.id);
    return (
      current !== undefined &&
      PENDING_STATES.includes(current.state) &&
      current.attempts === message.attempts &&
      current.nextAttemptAt === message.nextAttemptAt
    );
  }

  async withdrawPending(id: string): Promise<boolean> {
    return (await this.removeUnless(id, (before) => !PENDING_STATES.includes(before.state))) === 'removed';
  }

  async nextDueAt(): Promise<Date | undefined> {
    let earliest = Infinity;
    for (const at of this.#states.due.values()) earliest = Math.min(earliest, at);
    return earliest === Infinity ? undefined : new Date(earliest);
  }

  async listInStates(
    states: readonly DeliveryState[],
    page: Page = {},
  ): Promise<{ items: DeliveryRecord[]; total: number }> {
    const offset = page.offset ?? 0;
    const end = page.limit === undefined ? Infinity : offset + page.limit;
    const wanted = new Set(states);
    const total = [...wanted].reduce((n, s) => n + (this.#states.counts.get(s) ?? 0), 0);
    const items: DeliveryRecord[] = [];
    let seen = 0;
    if (end > offset && total > 0) {
      await this.walk(0, (record) => {
        if (!wanted.has(record.state)) return;
        if (seen >= offset) items.push(record);
        seen++;
        return seen < end && seen < total;
      });
    }
    return { items: jsonCopy(items), total };
  }

  async countByState(): Promise<Record<DeliveryState, number>> {
    return Object.fromEntries(DELIVERY_STATES.map((s) => [s, this.#states.counts.get(s)!])) as Record<
      DeliveryState,
      number
    >;
  }
}
