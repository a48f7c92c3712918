/** newsletter.json: one subscriber per address, compared case-insensitively. */
import type { NewsletterRecord } from '../../shared/schemas/newsletter';
import { LowdbCollection, type CollectionOptions, type RecordIndex } from './lowdb-collection';
import type { InsertResult, NewsletterRepository } from './repository';

/** Lower-cased address → id of its subscriber. */
class AddressIndex extends Map<string, string> implements RecordIndex<NewsletterRecord> {
  add(record: NewsletterRecord): void {
    this.set(record.email.toLowerCase(), record.id);
  }

  remove(record: NewsletterRecord): void {
    if (this.get(record.email.toLowerCase()) === record.id) this.delete(record.email.toLowerCase());
  }
}

export class LowdbNewsletterRepository
  extends LowdbCollection<NewsletterRecord>
  implements NewsletterRepository
{
  readonly #addresses: AddressIndex;

  constructor(options: CollectionOptions<NewsletterRecord>) {
    const addresses = new AddressIndex();
    super({ ...options, indexes: [addresses] });
    this.#addresses = addresses;
  }

  async subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>> {
    const email = record.email.toLowerCase();
    for (;;) {
      // The stored subscriber is answered once its own insert is durable (findById waits for it).
      const id = this.#addresses.get(email);
      const existing = id === undefined ? undefined : await this.findById(id);
      if (existing) return { created: false, existing };
      const result = await this.insertUnless(record, () => this.#addresses.has(email) || undefined);
      if (!('refused' in result)) return result;
    }
  }
}
