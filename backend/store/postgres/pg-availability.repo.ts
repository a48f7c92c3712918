/** availability: the owner's weekly hours and blocks (availability-rules.ts), a day's read by its indexed `day`. */
import { sql, type Kysely } from 'kysely';
import { TIME_SLOTS } from '#shared/options';
import { dayOfRule, rulesOf } from '../availability-rules';
import type { AvailabilityRecord, AvailabilityRepository, StoredAvailability } from '../repository';
import { PgCollection } from './pg-collection';

export class PgAvailabilityRepository
  extends PgCollection<AvailabilityRecord>
  implements AvailabilityRepository
{
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'availability', columns: (r) => ({ day: dayOfRule(r) }) });
  }

  async rulesBetween(fromDay: string, toDay: string): Promise<StoredAvailability> {
    const { rows } = await sql<{ data: AvailabilityRecord }>`
      SELECT data FROM availability
      WHERE day IS NULL OR (day >= ${fromDay} AND day <= ${toDay})`.execute(this.db);
    return rulesOf(
      rows.map((row) => row.data),
      fromDay,
      toDay,
      TIME_SLOTS,
    );
  }
}
