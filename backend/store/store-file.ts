/**
 * Opens one small collection's file (users, sessions, newsletter, blog): a lowdb JSON array
 * written through the fsyncing adapter. A missing file starts empty; a file that does not hold
 * a JSON array stops the start with a message naming it, and is never written over.
 */
import { Low } from 'lowdb';
import { DurableJSONFile } from './durable-json-file';
import type { DurableWriter } from './durable-writer';
import { serializeRecords } from './record-json';
import { StoreError } from './store-error';

export interface OpenedFile<T> {
  db: Low<T[]>;
  /** The file did not exist yet. */
  created: boolean;
}

export async function openCollectionFile<T extends object>(
  file: string,
  writer: DurableWriter,
): Promise<OpenedFile<T>> {
  const db = new Low<T[]>(new DurableJSONFile<T[]>(file, { serialize: serializeRecords, writer }), []);
  const data = await db.adapter.read();
  if (data === null) return { db, created: true };
  if (!Array.isArray(data)) {
    throw new StoreError(
      `Store file ${file} must hold a JSON array. It was left unchanged: repair or move it away, then start again.`,
    );
  }
  db.data = data;
  return { db, created: false };
}
