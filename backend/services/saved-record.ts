/**
 * How the public creates store a record. A client may send its own uuid so an outbox can
 * replay a create safely: a replay with the same content gets the stored record back; the
 * same id with other content is refused with 422.
 *
 * "Same content" compares every parsed input field except the ones that legitimately differ
 * between two sends of one record: id and createdAt (set by us), capturedAt and attribution
 * (stamped by the device at send time; a retry from another tab or after a reload may carry
 * fresh ones), and updatedAt (set by a later PATCH).
 */
import { unprocessable } from '../lib/http-errors';
import type { Entity, InsertResult, Repository } from '../store/repository';

/** Compares two records field by field, ignoring key order, undefined values and named fields. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

function sameContent(a: object, b: object, ignore: readonly string[]): boolean {
  const strip = (o: object) => Object.fromEntries(Object.entries(o).filter(([k]) => !ignore.includes(k)));
  return JSON.stringify(canonical(strip(a))) === JSON.stringify(canonical(strip(b)));
}

const REPLAY_IGNORED_FIELDS = ['id', 'createdAt', 'updatedAt', 'capturedAt', 'attribution'] as const;

/** A create's outcome: a new record, or the stored one a faithful replay gets back. */
export interface Saved<T> {
  created: boolean;
  record: T;
}

/** Throws the 422 unless `candidate` is a faithful replay of the stored record. */
export function assertFaithfulReplay(
  existing: object,
  candidate: object,
  alsoIgnore: readonly string[] = [],
) {
  if (!sameContent(existing, candidate, [...REPLAY_IGNORED_FIELDS, ...alsoIgnore])) {
    throw unprocessable('A different record with this id already exists');
  }
}

/**
 * An insert's result as a create answers it: a stored id is a replay of `candidate`, checked by
 * `assertReplay` (by default every field but the ones a resend may change).
 */
export function savedOf<T extends object>(
  result: InsertResult<T>,
  candidate: T,
  assertReplay: (existing: T, candidate: T) => void = assertFaithfulReplay,
): Saved<T> {
  if (result.created) return { created: true, record: result.record };
  assertReplay(result.existing, candidate);
  return { created: false, record: result.existing };
}

/** A create's client id that a record of another kind already holds. */
export const ID_OF_ANOTHER_RECORD = 'This id belongs to another record';

/**
 * Ids are unique across estimate requests and bookings: a lead's page, its messages and its
 * activity are found by id alone, so a create may not reuse the id of the other kind (422).
 */
export async function assertIdNotHeldBy(other: Pick<Repository<Entity>, 'findById'>, id: string | undefined) {
  if (id !== undefined && (await other.findById(id))) throw unprocessable(ID_OF_ANOTHER_RECORD);
}

/** The hidden honeypot field was filled: a bot. It gets a convincing answer and nothing is stored. */
export function isBot(website: string | undefined): boolean {
  return (website ?? '').trim() !== '';
}
