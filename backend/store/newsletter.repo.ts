/** newsletter.json: one subscriber per address, compared case-insensitively. */
import type { NewsletterRecord } from '#shared/schemas/newsletter';
import { LowdbCollection, type CollectionOptions } from './lowdb-collection';
import type { InsertResult, NewsletterRepository } from './repository';
import { UniqueKeyIndex } from './unique-key';

export class LowdbNewsletterRepository
  extends LowdbCollection<NewsletterRecord>
  implements NewsletterRepository
{
  readonly #addresses: UniqueKeyIndex<NewsletterRecord>;

  constructor(options: CollectionOptions<NewsletterRecord>) {
    const addresses = new UniqueKeyIndex<NewsletterRecord>((r) => r.email);
    super({ ...options, indexes: [addresses] });
    this.#addresses = addresses;
  }

  subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>> {
    return this.insertUnique(record, this.#addresses);
  }
}
