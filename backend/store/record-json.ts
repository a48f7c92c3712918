/**
 * Stored records are immutable (deep-frozen; a change replaces the object). That lets the store
 * remember each record's JSON text once and build a file by joining those texts, instead of
 * running JSON.stringify over the whole file on the event loop for every write; and it lets
 * callers read stored records without a defensive copy. Files hold one record per line, which
 * keeps them readable and diffable.
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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The object the store keeps for a record: a JSON round trip, so memory holds exactly what the
 * file holds (no undefined keys, no Dates) and the caller's object is never shared; frozen.
 */
export function toStored<T extends Entity>(record: T): T {
  const text = JSON.stringify(record);
  const stored = deepFreeze(JSON.parse(text) as T);
  texts.set(stored, text);
  return stored;
}

/** Freeze records read from a file, so they can be handed out as they are. */
export function freezeAll<T extends object>(records: T[]): T[] {
  for (const record of records) deepFreeze(record);
  return records;
}

/** A file's text for an array of records: `[`, one record per line, `]`. */
export function serializeRecords(records: readonly object[]): string {
  if (records.length === 0) return '[]\n';
  return `[\n${records.map(recordText).join(',\n')}\n]\n`;
}
