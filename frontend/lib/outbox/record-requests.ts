/**
 * What waits in the outbox for one record, for lander-d replacing its provisional booking: a
 * create never sent (not tried, or refused by an offline browser) is simply dropped; one that
 * may have reached the server is withdrawn after it instead. Also the sender's changes to a
 * record's requests as a whole. Apart from outbox-db.ts: pages with nothing waiting never load it.
 */
import { REQUEST_SCHEMA_VERSION } from '#shared/schemas/request-version';
import { withDb } from './outbox-connection';
import { announce, deleteItem, listItems, type OutboxItem } from './outbox-db';
import { withOutboxLock } from './outbox-lock';

/** Whether any request of the record still waits in the outbox (its step 2 must queue behind it). */
export async function isWaiting(recordId: string): Promise<boolean> {
  return (await listItems()).some((item) => item.recordId === recordId);
}

/**
 * Drop every waiting request of the record if its create never left the device. Under the outbox
 * lock, so no send of it is under way. Answers whether they were dropped.
 */
export function dropIfNeverSent(recordId: string): Promise<boolean> {
  return withOutboxLock(async () => {
    const mine = (await listItems()).filter((item) => item.recordId === recordId);
    const create = mine.find((item) => item.method === 'POST');
    // A create the form itself tried online (mayHaveArrived from the start) may be on the server.
    const neverSent =
      create && create.mayHaveArrived !== true && (create.attempts === 0 || create.mayHaveArrived === false);
    if (!neverSent) return false;
    for (const item of mine) await deleteItem(item.seq!);
    return true;
  });
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
