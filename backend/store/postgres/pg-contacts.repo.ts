/** contacts: estimate requests. A lead and its messages are stored in one statement. */
import { sql, type Kysely } from 'kysely';
import type { ContactRecord } from '#shared/schemas/contact';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { ContactsRepository } from '../repository';
import { PgCollection } from './pg-collection';
import type { PgDeliveriesRepository } from './pg-deliveries.repo';

export class PgContactsRepository extends PgCollection<ContactRecord> implements ContactsRepository {
  readonly #deliveries: PgDeliveriesRepository;

  constructor(db: Kysely<unknown>, deliveries: PgDeliveriesRepository) {
    super({ db, table: 'contacts' });
    this.#deliveries = deliveries;
  }

  // One statement, so one round trip and one commit per lead: the commit is what a write costs here.
  async insertWithMessages(record: ContactRecord, messages: readonly DeliveryRecord[]) {
    const queued = messages.length
      ? sql`, queued AS (${this.#deliveries.insertSql(messages)} RETURNING 1)`
      : sql``;
    const { rows } = await sql<{ created: boolean; added: number }>`
      WITH lead AS (${this.insertSql([record])} RETURNING 1)${queued}
      SELECT EXISTS (SELECT 1 FROM lead) AS created,
        ${messages.length ? sql`(SELECT count(*) FROM queued)::int` : sql`0`} AS added`.execute(this.db);
    const messagesAdded = rows[0].added > 0;
    if (rows[0].created) return { created: true as const, record: this.asStored(record), messagesAdded };
    // A replay: the lead is stored (by this or another instance); any missing message now is too.
    return { ...(await this.insertIfAbsent(record)), messagesAdded };
  }
}
