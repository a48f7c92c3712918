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

  async subscribe(record: NewsletterRecord): Promise<InsertResult<NewsletterRecord>> {
    const result = await this.insertUnique(record, this.#addresses);
    if (result.created) return result;
    // Written again unchanged: a known address waits for the same durable write a new one does.
    const rewritten = await this.change(result.existing.id, (stored) => stored);
    return { created: false, existing: rewritten.status === 'updated' ? rewritten.record : result.existing };
  }
}
