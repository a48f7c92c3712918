/**
 * What the outbox keeps beside its items: the 'sent' log (receipts of delivered items, for
 * "Sent today") and the edit tokens lander-d's step 2 needs. Apart from outbox-db.ts because
 * only the sender, lander-d and the saved-requests list use them: a page with nothing waiting
 * never loads this code.
 */
import { withDb } from './outbox-connection';
import { announce, type OutboxItem, type SentEntry } from './outbox-db';

/** The server accepts a token for an hour after the booking was made; older ones are useless. */
const EDIT_TOKEN_KEEP_MS = 60 * 60 * 1000;

/** How many deliveries the 'sent' log keeps: enough for a canvasser's busiest day ("Sent today"). */
const SENT_LOG_SIZE = 300;

/**
 * Remove an item the server confirmed, note it in the 'sent' log, and say it arrived. A
 * delivered step 2 has spent its edit token: the token goes too.
 */
export async function markDelivered(item: OutboxItem): Promise<void> {
  const entry: SentEntry = { recordId: item.recordId, label: item.label, sentAt: new Date().toISOString() };
  await withDb(async (database) => {
    const tx = database.transaction(['items', 'sent', 'editTokens'], 'readwrite');
    await Promise.all([
      tx.objectStore('items').delete(item.seq!),
      tx.objectStore('sent').put(entry),
      item.editTokenOf ? tx.objectStore('editTokens').delete(item.editTokenOf) : undefined,
      (async () => {
        // Keep only the newest entries; the log is a receipt, not an archive.
        const keys = await tx.objectStore('sent').index('sentAt').getAllKeys();
        const surplus = keys.length - SENT_LOG_SIZE;
        for (const key of keys.slice(0, Math.max(0, surplus))) await tx.objectStore('sent').delete(key);
      })(),
      tx.done,
    ]);
  });
  announce({ type: 'delivered', label: item.label, recordId: item.recordId });
}

/** The latest deliveries, newest first. */
export async function listSent(): Promise<SentEntry[]> {
  return (await withDb((database) => database.getAllFromIndex('sent', 'sentAt'))).reverse();
}

/** Keep the edit token a booking's create answered, for the step 2 that is or will be queued. */
export async function rememberEditToken(recordId: string, token: string): Promise<void> {
  const now = Date.now();
  await withDb(async (database) => {
    const tx = database.transaction('editTokens', 'readwrite');
    for (const old of await tx.store.getAll()) {
      if (now - old.savedAt > EDIT_TOKEN_KEEP_MS) await tx.store.delete(old.recordId);
    }
    await tx.store.put({ recordId, token, savedAt: now });
    await tx.done;
  });
}

/** The edit token kept for a booking, if one is kept and still within its hour. */
export async function editTokenFor(recordId: string): Promise<string | undefined> {
  const entry = await withDb((database) => database.get('editTokens', recordId));
  return entry && Date.now() - entry.savedAt <= EDIT_TOKEN_KEEP_MS ? entry.token : undefined;
}
