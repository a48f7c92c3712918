/** contacts/: estimate requests, in month segments. */
import type { ContactRecord } from '#shared/schemas/contact';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { LowdbCollection, type CollectionOptions } from './lowdb-collection';
import type { ContactsRepository, DeliveriesRepository } from './repository';

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
}
