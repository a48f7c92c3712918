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

/** Left out of an object, null in an array: what JSON does with undefined, functions, symbols. */
const OMITTED = Symbol('omitted');

/** A value this copy does not mimic (toJSON, a class instance, a `__proto__` key). */
class NeedsRoundTrip extends Error {}

/**
 * A frozen copy of a plain JSON-like value, equal to what JSON.parse(JSON.stringify(value))
 * gives, built directly: the round trip through the parser was a good part of a write's time on
 * the event loop. Anything it does not mimic exactly throws NeedsRoundTrip.
 */
function frozenJsonCopy(value: unknown): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value + 0 : null; // + 0 turns -0 into 0, as JSON does
    case 'object':
      return Array.isArray(value) ? frozenArrayCopy(value) : frozenObjectCopy(value);
    default:
      return OMITTED;
  }
}

function frozenArrayCopy(value: unknown[]): readonly unknown[] {
  if (Object.getPrototypeOf(value) !== Array.prototype) throw new NeedsRoundTrip();
  const out = new Array<unknown>(value.length);
  for (let i = 0; i < value.length; i++) {
    const item = frozenJsonCopy(value[i]);
    out[i] = item === OMITTED ? null : item;
  }
  return Object.freeze(out);
}

function frozenObjectCopy(value: object): object {
  const proto: unknown = Object.getPrototypeOf(value);
  if ((proto !== Object.prototype && proto !== null) || 'toJSON' in value) throw new NeedsRoundTrip();
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key === '__proto__') throw new NeedsRoundTrip();
    const item = frozenJsonCopy((value as Record<string, unknown>)[key]);
    if (item !== OMITTED) out[key] = item;
  }
  return Object.freeze(out);
}

/**
 * The object the store keeps for a record: what a JSON round trip gives, so memory holds
 * exactly what the file holds (no undefined keys, no Dates) and the caller's object is never
 * shared; frozen.
 */
export function toStored<T extends Entity>(record: T): T {
  // First: it throws on what JSON cannot hold (a cycle, a BigInt) before anything is copied.
  const text = JSON.stringify(record);
  let stored: T;
  try {
    stored = frozenJsonCopy(record) as T;
  } catch (err) {
    if (!(err instanceof NeedsRoundTrip)) throw err;
    stored = deepFreeze(JSON.parse(text) as T);
  }
  texts.set(stored, text);
  return stored;
}

/** The JSON text of a record the store holds (to answer with it as it is), else undefined. */
export function storedText(record: object): string | undefined {
  return texts.get(record);
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
