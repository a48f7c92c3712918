/**
 * Opens one collection file. A missing file starts empty; a file that does not hold a JSON
 * array stops the start with a message naming it, and is never written over.
 */
import { readFile } from 'node:fs/promises';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { StoreError } from './store-error';

export interface OpenedFile<T> {
  db: Low<T[]>;
  /** The file did not exist yet. */
  created: boolean;
}

export async function openCollectionFile<T>(file: string): Promise<OpenedFile<T>> {
  const db = new Low<T[]>(new JSONFile<T[]>(file), []);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { db, created: true };
    throw new StoreError(`Cannot read store file ${file}: ${(err as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new StoreError(
      `Store file ${file} is not valid JSON (${(err as Error).message}). ` +
        'It was left unchanged: repair or move it away, then start again.',
    );
  }
  if (!Array.isArray(data)) {
    throw new StoreError(
      `Store file ${file} must hold a JSON array. It was left unchanged: repair or move it away, then start again.`,
    );
  }
  db.data = data as T[];
  return { db, created: false };
}
