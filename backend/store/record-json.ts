/**
 * Stored records are immutable: a change replaces the object. That lets the store remember each
 * record's JSON text once and build a file by joining those texts, instead of running
 * JSON.stringify over the whole file on the event loop for every write. Files hold one record
 * per line, which keeps them readable and diffable.
 */
import type { Entity } from './repository';

const texts = new WeakMap<object, string>();

/** A record's JSON text (computed once per stored object). */
export function recordText(record: object): string {
  let text = texts.get(record);
  if (text === undefined) {
    text = JSON.stringify(record);
    texts.set(record, text);
  }
  return text;
}

/**
 * The object the store keeps for a record: a JSON round trip, so memory holds exactly what the
 * file holds (no undefined keys, no Dates) and the caller's object is never shared.
 */
export function toStored<T extends Entity>(record: T): T {
  const text = JSON.stringify(record);
  const stored = JSON.parse(text) as T;
  texts.set(stored, text);
  return stored;
}

/** A copy for a caller, so nobody can change a stored record behind the store's back. */
export function copyOut<T extends object>(record: T): T {
  return JSON.parse(recordText(record)) as T;
}

/** A file's text for an array of records: `[`, one record per line, `]`. */
export function serializeRecords(records: readonly object[]): string {
  if (records.length === 0) return '[]\n';
  return `[\n${records.map(recordText).join(',\n')}\n]\n`;
}
