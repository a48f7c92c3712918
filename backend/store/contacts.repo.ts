/** contacts/: estimate requests, in month segments. */
import type { ContactRecord } from '../../shared/schemas/contact';
import type { DeliveryRecord } from '../../shared/schemas/delivery';
import { LowdbCollection, type CollectionOptions } from './lowdb-collection';
import { jsonCopy } from './records';
import type { ContactsRepository, DeliveriesRepository, Page } from './repository';

export class LowdbContactsRepository extends LowdbCollection<ContactRecord> implements ContactsRepository {
  readonly #deliveries: DeliveriesRepository;

  constructor(options: CollectionOptions<ContactRecord>, deliveries: DeliveriesRepository) {
    super(options);
    this.#deliveries = deliveries;
  }

  async insertWithMessages(record: ContactRecord, messages: readonly DeliveryRecord[]) {
    // Both join the store's next group commit, so they become durable in the same flush.
    const [lead, ...queued] = await Promise.all([
      this.insertIfAbsent(record),
      ...messages.map((message) => this.#deliveries.insertIfAbsent(message)),
    ]);
    return { ...lead, messagesAdded: queued.some((r) => r.created) };
  }

  // A scan of every month from disk: the admin search is rare, and leads are ~20 MB in 5 years.
  async search(text: string, page: Page = {}): Promise<{ items: ContactRecord[]; total: number }> {
    const needle = text.toLowerCase();
    // Only a query that looks like a phone number is compared by digits (an email has digits too).
    const digits = /^[\d\s()+.-]+$/.test(text) ? text.replace(/\D/g, '') : '';
    const offset = page.offset ?? 0;
    const end = page.limit === undefined ? Infinity : offset + page.limit;
    const items: ContactRecord[] = [];
    let total = 0;
    await this.walk(0, (c) => {
      const found =
        [c.name, c.phone, c.email, c.city].some((field) => field.toLowerCase().includes(needle)) ||
        (digits.length >= 3 && c.phone.replace(/\D/g, '').includes(digits));
      if (!found) return;
      if (total >= offset && total < end) items.push(c);
      total++;
    });
    return { items: jsonCopy(items), total };
  }
}
