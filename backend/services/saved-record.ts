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
import { sameContent } from '../lib/same-content';
import type { InsertResult } from '../store/repository';

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

/** An insert's result as a create answers it: a stored id is a replay of `candidate`. */
export function savedOf<T extends object>(result: InsertResult<T>, candidate: T): Saved<T> {
  if (result.created) return { created: true, record: result.record };
  assertFaithfulReplay(result.existing, candidate);
  return { created: false, record: result.existing };
}

/** The hidden honeypot field was filled: a bot. It gets a convincing answer and nothing is stored. */
export function isBot(website: string | undefined): boolean {
  return (website ?? '').trim() !== '';
}
