/** newsletter: one subscriber per address in any case (a unique index on email_key). */
import type { Kysely } from 'kysely';
import type { NewsletterRecord } from '#shared/schemas/newsletter';
import { uniqueKeyOf } from '../record-rules';
import type { InsertResult, NewsletterRepository } from '../repository';
import { PgCollection } from './pg-collection';

export class PgNewsletterRepository extends PgCollection<NewsletterRecord> implements NewsletterRepository {
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'newsletter', columns: (r) => ({ email_key: uniqueKeyOf(r.email) }) });
  }

  subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>> {
    return this.insertOrRewrite(record, 'email_key');
  }
}
