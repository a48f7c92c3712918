/**
 * deliveries/: the messages leads cause, in month segments. An in-memory index of each record's
 * state keeps the worker's "what is pending" and the admin's counts off the disk; only pending
 * records are ever few, so pending() reads just those.
 */
import { DELIVERY_STATES, type DeliveryRecord, type DeliveryState } from '../../shared/schemas/delivery';
import { LowdbCollection, type CollectionOptions, type RecordIndex } from './lowdb-collection';
import { jsonCopy, timeOf } from './records';
import type { DeliveriesRepository, Page } from './repository';

class StateIndex implements RecordIndex<DeliveryRecord> {
  readonly ids = new Map<DeliveryState, Set<string>>(DELIVERY_STATES.map((s) => [s, new Set()]));

  add(record: DeliveryRecord): void {
    this.ids.get(record.state)?.add(record.id);
  }

  remove(record: DeliveryRecord): void {
    this.ids.get(record.state)?.delete(record.id);
  }
}

export class LowdbDeliveriesRepository
  extends LowdbCollection<DeliveryRecord>
  implements DeliveriesRepository
{
  readonly #states: StateIndex;

  constructor(options: CollectionOptions<DeliveryRecord>) {
    const states = new StateIndex();
    super({ ...options, indexes: [...(options.indexes ?? []), states] });
    this.#states = states;
  }

  async pending(): Promise<DeliveryRecord[]> {
    const ids = [...this.#states.ids.get('queued')!, ...this.#states.ids.get('retrying')!];
    const found = await Promise.all(ids.map((id) => this.findById(id)));
    return found.filter((r): r is DeliveryRecord => r !== undefined).sort((a, b) => timeOf(a) - timeOf(b));
  }

  async listInStates(
    states: readonly DeliveryState[],
    page: Page = {},
  ): Promise<{ items: DeliveryRecord[]; total: number }> {
    const offset = page.offset ?? 0;
    const end = page.limit === undefined ? Infinity : offset + page.limit;
    const wanted = new Set(states);
    const total = states.reduce((n, s) => n + (this.#states.ids.get(s)?.size ?? 0), 0);
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
    return Object.fromEntries(DELIVERY_STATES.map((s) => [s, this.#states.ids.get(s)!.size])) as Record<
      DeliveryState,
      number
    >;
  }
}
