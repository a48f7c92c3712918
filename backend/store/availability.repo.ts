/**
 * availability.json: the owner's weekly hours, blocked days and blocked slots (availability-rules.ts).
 * A handful of small records, all kept in memory too, so a booking's check reads no file.
 */
import { TIME_SLOTS } from '#shared/options';
import { rulesOf } from './availability-rules';
import { LowdbCollection, type CollectionOptions, type RecordIndex } from './lowdb-collection';
import { jsonCopy } from './records';
import type { AvailabilityRecord, AvailabilityRepository, StoredAvailability } from './repository';

class RuleIndex implements RecordIndex<AvailabilityRecord> {
  readonly records = new Map<string, AvailabilityRecord>();
  add(record: AvailabilityRecord): void {
    this.records.set(record.id, record);
  }
  remove(record: AvailabilityRecord): void {
    this.records.delete(record.id);
  }
}

export class LowdbAvailabilityRepository
  extends LowdbCollection<AvailabilityRecord>
  implements AvailabilityRepository
{
  readonly #rules: RuleIndex;

  constructor(options: CollectionOptions<AvailabilityRecord>) {
    super(options);
    this.#rules = this.indexed(new RuleIndex());
  }

  async rulesBetween(fromDay: string, toDay: string): Promise<StoredAvailability> {
    return jsonCopy(rulesOf(this.#rules.records.values(), fromDay, toDay, TIME_SLOTS));
  }
}
