/** newsletter.json: one subscriber per address, compared case-insensitively. */
import type { NewsletterRecord } from '../../shared/schemas/newsletter';
import { LowdbCollection } from './lowdb-collection';
import type { InsertResult, Repository } from './repository';

export interface NewsletterRepository extends Repository<NewsletterRecord> {
  /** Insert unless the address is already stored; then answer the stored subscriber. */
  subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>>;
}

export class LowdbNewsletterRepository
  extends LowdbCollection<NewsletterRecord>
  implements NewsletterRepository
{
  async subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>> {
    const email = record.email.toLowerCase();
    return this.insertUnless((r) => r.email.toLowerCase() === email, record);
  }
}
