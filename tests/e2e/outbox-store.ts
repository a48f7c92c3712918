/**
 * The outbox's IndexedDB as the browser tests reach it: items put in as a form (or an older
 * version of the app) stored them, without going through the app's code.
 */
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { buildContact } from '../factories/contact.factory';
import { expect } from './fixtures';

/** An item as stored in 'lhe-outbox' / 'items' (the app's OutboxItem, seq left to IndexedDB). */
export interface StoredOutboxItem {
  recordId: string;
  kind: 'contact' | 'booking' | 'reschedule';
  method: 'POST' | 'PATCH';
  url: string;
  body: unknown;
  label: string;
  capturedAt: string;
  attempts: number;
  state: 'pending' | 'conflict' | 'rejected';
  lastError?: string;
  nextAttemptAt?: number;
  schemaVersion?: number;
}

/** Wait until the app has created its outbox database (so its stores exist). */
export async function waitForOutboxDatabase(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const found = (await indexedDB.databases()).find((d) => d.name === 'lhe-outbox');
        return found?.version ?? 0;
      }),
    )
    .toBeGreaterThanOrEqual(3);
}

/** Add items to the outbox, at whatever version the app opened it. The app is not told. */
export async function putOutboxItems(page: Page, items: StoredOutboxItem[]): Promise<void> {
  await waitForOutboxDatabase(page);
  await page.evaluate(async (toAdd) => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lhe-outbox');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = database.transaction('items', 'readwrite');
    for (const item of toAdd) tx.objectStore('items').add(item);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    database.close();
  }, items);
}

/** An estimate request queued as the form stores it; `extra` overrides any field of the item. */
export function queuedContact(
  email: string,
  name: string,
  extra: Partial<StoredOutboxItem> = {},
): StoredOutboxItem {
  const id = randomUUID();
  const capturedAt = new Date().toISOString();
  return {
    recordId: id,
    kind: 'contact',
    method: 'POST',
    url: '/api/contact',
    body: { id, ...buildContact({ email, name, source: 'lander' }), capturedAt },
    label: `Estimate request — ${name}`,
    capturedAt,
    attempts: 0,
    state: 'pending',
    ...extra,
  };
}
