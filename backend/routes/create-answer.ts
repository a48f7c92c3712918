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
import { storedText } from '../store/record-json';

export const REPLAY_IGNORED_FIELDS = ['id', 'createdAt', 'updatedAt', 'capturedAt', 'attribution'] as const;

/**
 * A record as the answer's JSON body: a stored record's text as the store wrote it (Koa would
 * stringify the object again), anything else as Koa does it.
 */
function answerRecord(ctx: Context, status: number, record: object): void {
  ctx.status = status;
  const text = storedText(record);
  if (text === undefined) {
    ctx.body = record;
    return;
  }
  ctx.set('Content-Type', 'application/json; charset=utf-8');
  ctx.body = text;
}

/** 201 with a newly stored record. */
export function answerCreated(ctx: Context, record: object): void {
  answerRecord(ctx, 201, record);
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
  answerRecord(ctx, 200, existing);
}

/** The hidden honeypot field was filled: a bot. It gets a convincing 201 and nothing is stored. */
export function isBot(website: string | undefined): boolean {
  return (website ?? '').trim() !== '';
}
