/** lead_activity: how each lead is worked, by the lead's id; pg-inbox.ts reads its status. */
import type { Kysely } from 'kysely';
import type { LeadActivityRepository, StoredActivity } from '../repository';
import { PgCollection } from './pg-collection';

export class PgLeadActivityRepository extends PgCollection<StoredActivity> implements LeadActivityRepository {
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'lead_activity' });
  }
}
