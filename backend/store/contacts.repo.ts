/** contacts.json: estimate requests. */
import type { ContactRecord } from '../../shared/schemas/contact';
import { LowdbCollection, newestFirst } from './lowdb-collection';
import type { Page, Repository } from './repository';

export interface ContactsRepository extends Repository<ContactRecord> {
  /** Newest first, only requests whose name, phone, email or city contains the text (any case). */
  search(text: string, page?: Page): Promise<{ items: ContactRecord[]; total: number }>;
}

export class LowdbContactsRepository extends LowdbCollection<ContactRecord> implements ContactsRepository {
  async search(text: string, page: Page = {}): Promise<{ items: ContactRecord[]; total: number }> {
    const needle = text.toLowerCase();
    const matches = newestFirst(this.rows).filter((c) =>
      [c.name, c.phone, c.email, c.city].some((field) => field.toLowerCase().includes(needle)),
    );
    const offset = page.offset ?? 0;
    const items = matches.slice(offset, page.limit === undefined ? undefined : offset + page.limit);
    return { items: items.map((c) => this.copy(c)), total: matches.length };
  }
}
