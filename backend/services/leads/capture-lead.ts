/**
 * POST /api/capture/leads: a lead a canvasser takes at an event. Stored with the estimate
 * requests, idempotent by the client's id, announced like any lead.
 */
import { LEAD_SOURCES } from '#shared/options';
import { CaptureEventSchema, CaptureFieldsSchema, type CaptureLeadSubmission } from '#shared/schemas/capture';
import type { ContactRecord } from '#shared/schemas/contact';
import { unprocessable } from '../../lib/http-errors';
import { assertFaithfulReplay, assertIdNotHeldBy, type Saved } from '../saved-record';
import { storeEstimateRequest } from './create-estimate-request';
import type { LeadDeps } from './index';

/** The stored record: the server's received time and who was signed in, whatever the body says. */
function toEventLead(input: CaptureLeadSubmission, capturedBy: string, now: Date): ContactRecord {
  return {
    ...input,
    source: LEAD_SOURCES.event,
    capturedBy,
    createdAt: now.toISOString(),
  };
}

/** What the canvasser typed: the lead's fields and the event set up on the device. */
const TYPED_FIELDS = [...Object.keys(CaptureFieldsSchema.shape), ...Object.keys(CaptureEventSchema.shape)];

const typed = (record: ContactRecord) =>
  Object.fromEntries(TYPED_FIELDS.map((key) => [key, record[key as keyof ContactRecord]]));

/**
 * A device's outbox may resend a lead after another canvasser signed in: a replay is judged on
 * what was typed only, and the stored lead (its capturedBy) stays the first sender's.
 */
function assertSameCapture(existing: ContactRecord, candidate: ContactRecord): void {
  if (existing.source !== LEAD_SOURCES.event) {
    throw unprocessable('A different record with this id already exists');
  }
  assertFaithfulReplay(typed(existing), typed(candidate));
}

export async function captureLead(
  deps: LeadDeps,
  input: CaptureLeadSubmission,
  capturedBy: string,
): Promise<Saved<ContactRecord>> {
  await assertIdNotHeldBy(deps.store.bookings, input.id);
  return storeEstimateRequest(deps, toEventLead(input, capturedBy, deps.now()), assertSameCapture);
}
