/**
 * What waits in the outbox for one record, for lander-d replacing its provisional booking: a
 * create never sent (not tried, or refused by an offline browser) is simply dropped; one that
 * may have reached the server is withdrawn after it instead.
 */
import { deleteItem, listItems } from './outbox-db';
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
