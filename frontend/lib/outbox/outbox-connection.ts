/**
 * The outbox's IndexedDB connection ('lhe-outbox'), opened once and shared by every read and
 * write of outbox-db.ts. It never stands in the way of a newer app version's upgrade, and a
 * connection the browser closed is opened again instead of failing every later write. Every use
 * has a time limit: an open that hangs (blocked by another tab) fails instead of waiting forever.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxItem, SentEntry } from './outbox-db';

/** The edit token a provisional booking's create answered, until its step 2 is delivered. */
export interface EditTokenEntry {
  recordId: string;
  token: string;
  savedAt: number;
}

export interface OutboxSchema extends DBSchema {
  items: { key: number; value: OutboxItem };
  sent: { key: string; value: SentEntry; indexes: { sentAt: string } };
  editTokens: { key: string; value: EditTokenEntry };
}

const DB_NAME = 'lhe-outbox';
const DB_VERSION = 3;

/** How long a read or write of the outbox may take before it fails (the caller says it was not saved). */
export const OUTBOX_WRITE_TIMEOUT_MS = 5_000;

// Set while our upgrade waits for another tab to close its older connection: the time limit's message names it.
let blockedByOtherTab = false;

type OutboxDb = IDBPDatabase<OutboxSchema>;
let dbPromise: Promise<OutboxDb> | undefined;

/** Drop the cached connection (if it is still `opening`): the next use opens a new one. */
function forget(opening: Promise<OutboxDb>) {
  if (dbPromise === opening) dbPromise = undefined;
}

function openAt(version: number | undefined, forgetThis: () => void) {
  return openDB<OutboxSchema>(DB_NAME, version, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) database.createObjectStore('items', { keyPath: 'seq', autoIncrement: true });
      if (oldVersion < 2)
        database.createObjectStore('sent', { keyPath: 'recordId' }).createIndex('sentAt', 'sentAt');
      if (oldVersion < 3) database.createObjectStore('editTokens', { keyPath: 'recordId' });
    },
    // A newer app version (another tab, an updated worker) wants to upgrade: step aside so it is
    // not blocked; the next use here opens the upgraded database.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      forgetThis();
    },
    // An older connection (another tab) does not step aside: the open waits, the time limit ends it.
    blocked() {
      blockedByOtherTab = true;
    },
    // The browser closed the connection (Safari does): open a new one on the next use.
    terminated: forgetThis,
  });
}

function db(): Promise<OutboxDb> {
  if (dbPromise) return dbPromise;
  const opening: Promise<OutboxDb> = openAt(DB_VERSION, () => forget(opening)).catch((error: unknown) => {
    // Already upgraded by a newer version of the app: use it as it is (it keeps these stores).
    if (error instanceof DOMException && error.name === 'VersionError')
      return openAt(undefined, () => forget(opening));
    throw error;
  });
  dbPromise = opening;
  // A failed open is not kept: the next use tries again.
  opening.catch(() => forget(opening));
  return opening;
}

function timeoutError(): Error {
  const seconds = Math.round(OUTBOX_WRITE_TIMEOUT_MS / 1000);
  return new Error(
    blockedByOtherTab
      ? `This device's storage did not answer within ${seconds} s: another tab of this site is holding it. Close the other tabs and try again.`
      : `This device's storage did not answer within ${seconds} s.`,
  );
}

/**
 * Run `run` on the open database, within OUTBOX_WRITE_TIMEOUT_MS. Once the time is up the promise
 * rejects, `run` is not started if it had not been, and `signal` aborts (a write aborts its
 * transaction, so nothing lands after the caller was told it failed). A connection that closed
 * under it (InvalidStateError) is forgotten and `run` runs once more on a new one.
 */
export function withDb<T>(run: (database: OutboxDb, signal: AbortSignal) => Promise<T>): Promise<T> {
  const deadline = new AbortController();
  const attempt = async () => {
    const open = async () => {
      const database = await db();
      if (deadline.signal.aborted) throw timeoutError();
      return database;
    };
    const opening = db();
    try {
      return await run(await open(), deadline.signal);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error;
      forget(opening);
      return run(await open(), deadline.signal);
    }
  };
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      deadline.abort();
      reject(timeoutError());
    }, OUTBOX_WRITE_TIMEOUT_MS);
    attempt().then(
      (value) => {
        clearTimeout(timer);
        blockedByOtherTab = false;
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
