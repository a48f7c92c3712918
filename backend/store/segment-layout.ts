/**
 * Where a growing collection keeps its records: a folder per collection, and in it segment
 * files named by the UTC month of the records' createdAt and a sequence number:
 *
 *   contacts/2026-11.001.json   contacts/2026-11.002.json   contacts/2026-12.001.json
 *
 * A segment is a lowdb JSON array of at most SEGMENT_MAX_CHARS of text; a write rewrites only
 * the segment it changes, so its cost does not grow with the store. Records without a valid
 * createdAt go to `undated.NNN.json`, which sorts before every month.
 */

/** A segment stops taking new records once its text reaches this size. */
export const SEGMENT_MAX_CHARS = 32 * 1024;

/** Month key of records without a usable createdAt; ordered before any real month. */
export const UNDATED = 'undated';

const SEGMENT_NAME = /^(\d{4}-\d{2}|undated)\.(\d{3,})\.json$/;

/** 'YYYY-MM' (UTC) of a time from timeOf(), or UNDATED. */
export function monthKeyOf(time: number): string {
  if (!Number.isFinite(time)) return UNDATED;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  // Years outside 0000-9999 would print with a sign; keep them apart from the normal months.
  if (year < 0 || year > 9999) return UNDATED;
  const month = date.getUTCMonth() + 1;
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}`;
}

/** Orders month keys oldest first (UNDATED first). */
export function compareMonths(a: string, b: string): number {
  if (a === b) return 0;
  if (a === UNDATED) return -1;
  if (b === UNDATED) return 1;
  return a < b ? -1 : 1;
}

export function segmentFileName(month: string, seq: number): string {
  return `${month}.${String(seq).padStart(3, '0')}.json`;
}

/** The month and sequence a segment file name holds, or undefined for any other name. */
export function parseSegmentFileName(name: string): { month: string; seq: number } | undefined {
  const match = SEGMENT_NAME.exec(name);
  if (!match) return undefined;
  const month = match[1];
  if (month !== UNDATED && !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return undefined;
  return { month, seq: Number(match[2]) };
}
