/**
 * The outbox's IndexedDB connection (fake-indexeddb): it steps aside for a newer version of the
 * app that upgrades the database, and the outbox keeps working on the upgraded one; an open that
 * another tab blocks fails within the time limit instead of hanging the save.
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

/** An older version of the app's tab: it holds the outbox open at version 1 and never steps aside. */
function holdOpenAtVersionOne(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('lhe-outbox', 1);
    open.onupgradeneeded = () =>
      open.result.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('open failed'));
  });
}

describe('outbox connection blocked by another tab', () => {
  it('fails a save within the time limit, saying why; nothing lands once the other tab lets go', async () => {
    const older = await holdOpenAtVersionOne();
    const started = Date.now();

    const error = await db.addItem(item('blocked')).then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/did not answer within 5 s: another tab of this site/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(db.OUTBOX_WRITE_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(db.OUTBOX_WRITE_TIMEOUT_MS + 2_000);

    older.close();
    expect(await db.listItems()).toEqual([]);
    await db.addItem(item('after'));
    expect((await db.listItems()).map((i) => i.recordId)).toEqual(['after']);
  });
});
