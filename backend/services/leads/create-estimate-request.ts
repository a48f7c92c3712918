/** POST /api/contact: a visitor's estimate request, stored with the owner's messages. */
import { randomUUID } from 'node:crypto';
import type { ContactRecord, ContactSubmission } from '#shared/schemas/contact';
import { assertIdNotHeldBy, isBot, savedOf, type Saved } from '../saved-record';
import type { LeadDeps } from './index';

/** The record a submission becomes (the bench's no-store reference builds it the same way). */
export function toContactRecord(input: ContactSubmission, now: Date): ContactRecord {
  const { id, website: _honeypot, ...fields } = input;
  return { id: id ?? randomUUID(), ...fields, createdAt: now.toISOString() };
}

/**
 * Store an estimate request (if its id is new) with its messages in one write batch, both
 * durable before the answer; a replay stores whichever of them a crash left out.
 */
export async function storeEstimateRequest(
  deps: LeadDeps,
  record: ContactRecord,
  assertReplay?: (existing: ContactRecord, candidate: ContactRecord) => void,
): Promise<Saved<ContactRecord>> {
  const { store, delivery } = deps;
  const messages = delivery.messagesFor({ kind: 'contact', record });
  const { messagesAdded, ...result } = await store.contacts.insertWithMessages(record, messages);
  if (messagesAdded) delivery.wake();
  return savedOf(result, record, assertReplay);
}

export async function createEstimateRequest(
  deps: LeadDeps,
  input: ContactSubmission,
): Promise<Saved<ContactRecord>> {
  const record = toContactRecord(input, deps.now());
  // The fake answer carries the client's id, as a real one would: an outbox takes only its own record.
  if (isBot(input.website)) return { created: true, record };
  await assertIdNotHeldBy(deps.store.bookings, input.id);
  return storeEstimateRequest(deps, record);
}
