/**
 * The outbox writes that only the sender (after a send, Send now, Discard) and lander-d make. Apart
 * from outbox-db.ts, which every page loads to show the badge and queue a request: a page with
 * nothing waiting never loads these.
 */
import { REQUEST_SCHEMA_VERSION } from '#shared/schemas/request-version';
import { withDb } from './outbox-connection';
import { announce, type OutboxItem } from './outbox-db';

/** One item by its key, if it is still in the outbox. */
export async function getItem(seq: number): Promise<OutboxItem | undefined> {
  return withDb((database) => database.get('items', seq));
}

/** Save an item's new state. */
export async function putItem(item: OutboxItem): Promise<void> {
  await withDb((database) => database.put('items', item));
  announce();
}

/** Remove an item the visitor discarded (through the sender's discardItem, under the outbox lock). */
export async function deleteItem(seq: number): Promise<void> {
  await withDb((database) => database.delete('items', seq));
  announce();
}

/**
 * Replace the item `seq` by `next`, in this order, at the end of the outbox, in one transaction
 * (a follow-up refused for good by its fallback's create and withdrawal).
 */
export async function replaceItem(
  seq: number,
  next: Omit<OutboxItem, 'seq' | 'attempts' | 'state'>[],
): Promise<void> {
  const schemaVersion = REQUEST_SCHEMA_VERSION;
  await withDb(async (database) => {
    const tx = database.transaction('items', 'readwrite');
    await Promise.all([
      tx.store.delete(seq),
      ...next.map((item) => tx.store.add({ ...item, schemaVersion, attempts: 0, state: 'pending' })),
      tx.done,
    ]);
  });
  announce();
}

/** Remove every request of a record, and those waiting for it (a create withdrawn, or discarded). */
export async function deleteRecord(recordId: string): Promise<void> {
  await withDb(async (database) => {
    const tx = database.transaction('items', 'readwrite');
    const mine = (await tx.store.getAll()).filter((i) => i.recordId === recordId || i.waitsFor === recordId);
    await Promise.all([...mine.map((i) => tx.store.delete(i.seq!)), tx.done]);
  });
  announce();
}
