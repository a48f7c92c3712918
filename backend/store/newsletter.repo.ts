/** newsletter.json: one subscriber per address, compared case-insensitively. */
import type { NewsletterRecord } from '#shared/schemas/newsletter';
import { LowdbCollection } from './lowdb-collection';
import type { InsertResult, NewsletterRepository } from './repository';
import { UniqueKeyIndex } from './unique-key';

export class LowdbNewsletterRepository
  extends LowdbCollection<NewsletterRecord>
  implements NewsletterRepository
{
  readonly #addresses = this.indexed(new UniqueKeyIndex<NewsletterRecord>((r) => r.email));

  subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>> {
    return this.insertUnique(record, this.#addresses);
  }
}
