/**
 * The outbox's IndexedDB connection (fake-indexeddb): it steps aside for a newer version of the
 * app that upgrades the database, and the outbox keeps working on the upgraded one.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Db = typeof import('./outbox-db');
let db: Db;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  vi.resetModules();
  db = await import('./outbox-db');
});

const item = (recordId: string) => ({
  kind: 'contact' as const,
  method: 'POST' as const,
  url: '/api/contact',
  recordId,
  body: { id: recordId },
  label: `Estimate request — ${recordId}`,
  capturedAt: new Date().toISOString(),
});

/** Open the outbox as a newer app version would: a higher version, one more store. */
function upgradeElsewhere(version: number): Promise<string> {
  return new Promise((resolve) => {
    const open = indexedDB.open('lhe-outbox', version);
    open.onupgradeneeded = () => open.result.createObjectStore(`addedIn${version}`);
    open.onsuccess = () => {
      open.result.close();
      resolve('upgraded');
    };
    open.onblocked = () => resolve('blocked');
    open.onerror = () => resolve(`failed: ${open.error?.name}`);
  });
}

describe('outbox connection', () => {
  it('does not block a newer version, then keeps saving and reading on the upgraded database', async () => {
    await db.addItem(item('a'));
    expect(await upgradeElsewhere(10)).toBe('upgraded');

    await db.addItem(item('b'));
    expect((await db.listItems()).map((i) => i.recordId)).toEqual(['a', 'b']);
    // And steps aside again for the next one.
    expect(await upgradeElsewhere(11)).toBe('upgraded');
    expect(await db.listItems()).toHaveLength(2);
  });
});
