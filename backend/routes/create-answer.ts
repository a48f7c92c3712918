/**
 * How the public create endpoints answer. A client may send its own uuid so an outbox can
 * replay a create safely: a replay with the same content answers the stored record with 200;
 * the same id with other content is refused with 422.
 *
 * "Same content" compares every parsed input field except the ones that legitimately differ
 * between two sends of one record: id and createdAt (set by us), capturedAt and attribution
 * (stamped by the device at send time; a retry from another tab or after a reload may carry
 * fresh ones), and updatedAt (set by a later PATCH).
 */
import type { Context } from 'koa';
import { unprocessable } from '../lib/http-errors';
import { sameContent } from '../lib/same-content';

export const REPLAY_IGNORED_FIELDS = ['id', 'createdAt', 'updatedAt', 'capturedAt', 'attribution'] as const;

/** 201 with a newly stored record. */
export function answerCreated(ctx: Context, record: object): void {
  ctx.status = 201;
  ctx.body = record;
}

/** A create whose id is already stored: 200 for a faithful replay, 422 otherwise. */
export function answerReplay(
  ctx: Context,
  existing: object,
  candidate: object,
  alsoIgnore: readonly string[] = [],
): void {
  if (!sameContent(existing, candidate, [...REPLAY_IGNORED_FIELDS, ...alsoIgnore])) {
    throw unprocessable('A different record with this id already exists');
  }
  ctx.status = 200;
  ctx.body = existing;
}

/** The hidden honeypot field was filled: a bot. It gets a convincing 201 and nothing is stored. */
export function isBot(website: string | undefined): boolean {
  return (website ?? '').trim() !== '';
}
