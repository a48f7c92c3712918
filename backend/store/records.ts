/** What both engines do with records: the JSON form they store, copies and the newest-first order. */
import type { Entity } from './repository';

/**
 * A record as a store holds it: its JSON text, and the object that text reads back as (no
 * undefined keys, no Dates). Throws a TypeError for what JSON cannot hold.
 */
export function jsonForm<V>(value: V): { text: string; stored: V } {
  const text = JSON.stringify(value);
  return { text, stored: JSON.parse(text) as V };
}

/**
 * A JSON round trip: memory holds exactly what the file holds, and no object is shared with a
 * caller, so nobody can change a stored record behind the store's back.
 */
export function jsonCopy<V>(value: V): V {
  return jsonForm(value).stored;
}

/** Milliseconds of a record's createdAt, or -Infinity when it has none. */
export function timeOf(record: { createdAt?: unknown }): number {
  const t = typeof record.createdAt === 'string' ? Date.parse(record.createdAt) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** Records given in insertion order, newest first; among equal times, the latest inserted first. */
export function newestFirst<T extends Entity>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index, time: timeOf(row) }))
    .sort((a, b) => b.time - a.time || b.index - a.index)
    .map((entry) => entry.row);
}

/** Replace `from` in `rows` by `to`, or remove it without `to`; nothing if it is not there. */
export function replaceIn<T>(rows: T[], from: T, to?: T): void {
  const i = rows.indexOf(from);
  if (i === -1) return;
  if (to === undefined) rows.splice(i, 1);
  else rows[i] = to;
}
