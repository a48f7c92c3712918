/**
 * The store's file format: a JSON array of records, one record per line (readable and diffable).
 * Reading refuses a file that is not such an array with a StoreError naming it; the file is never
 * written over.
 */
import { readFile } from 'node:fs/promises';
import type { Entity } from './repository';
import { StoreError } from './store-error';

const LEFT_UNCHANGED = 'It was left unchanged: repair or move it away, then start again.';

/** Checks a file's text: a JSON array of objects, each with a non-empty string id. */
function parseRecords<T extends Entity>(file: string, text: string): T[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new StoreError(
      `Store file ${file} is not valid JSON (${(err as Error).message}). ${LEFT_UNCHANGED}`,
    );
  }
  if (!Array.isArray(data))
    throw new StoreError(`Store file ${file} must hold a JSON array. ${LEFT_UNCHANGED}`);
  data.forEach((row: { id?: unknown } | null, i) => {
    if (typeof row !== 'object' || !row || Array.isArray(row) || typeof row.id !== 'string' || !row.id) {
      throw new StoreError(
        `Store file ${file} holds an invalid record at index ${i} (every record needs a string id). ${LEFT_UNCHANGED}`,
      );
    }
  });
  return data as T[];
}

/** A file's records, checked, and the length of its text; undefined when the file does not exist. */
export async function readStoreFile<T extends Entity>(
  file: string,
): Promise<{ rows: T[]; chars: number } | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StoreError(`Cannot read store file ${file}: ${(err as Error).message}`);
  }
  return { rows: parseRecords<T>(file, text), chars: text.length };
}

/** A file's text: `[`, one record per line, `]`. */
export function serializeRecords(records: readonly object[]): string {
  if (records.length === 0) return '[]\n';
  return `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}
