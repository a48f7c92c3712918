/** contacts.json: estimate requests. */
import type { ContactRecord } from '../../shared/schemas/contact';
import { LowdbCollection, newestFirst } from './lowdb-collection';
import type { Page, Repository } from './repository';

export interface ContactsRepository extends Repository<ContactRecord> {
  /**
   * Newest first, only requests whose name, phone, email or city contains the text (any case);
   * a phone is also found by its digits however it was typed ('973-555-0123' finds '(973) 555-0123').
   */
  search(text: string, page?: Page): Promise<{ items: ContactRecord[]; total: number }>;
}

export class LowdbContactsRepository extends LowdbCollection<ContactRecord> implements ContactsRepository {
  async search(text: string, page: Page = {}): Promise<{ items: ContactRecord[]; total: number }> {
    const needle = text.toLowerCase();
    const digits = text.replace(/\D/g, '');
    const matches = newestFirst(this.rows).filter(
      (c) =>
        [c.name, c.phone, c.email, c.city].some((field) => field.toLowerCase().includes(needle)) ||
        (digits.length >= 3 && c.phone.replace(/\D/g, '').includes(digits)),
    );
    const offset = page.offset ?? 0;
    const items = matches.slice(offset, page.limit === undefined ? undefined : offset + page.limit);
    return { items: items.map((c) => this.copy(c)), total: matches.length };
  }
}
