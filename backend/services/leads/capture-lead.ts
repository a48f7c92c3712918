/**
 * POST /api/capture/leads: a lead a canvasser takes at an event. Stored with the estimate
 * requests, idempotent by the client's id, announced like any lead.
 */
import { LEAD_SOURCES } from '#shared/options';
import type { CaptureLeadSubmission } from '#shared/schemas/capture';
import type { ContactRecord } from '#shared/schemas/contact';
import type { Saved } from '../saved-record';
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

export function captureLead(
  deps: LeadDeps,
  input: CaptureLeadSubmission,
  capturedBy: string,
): Promise<Saved<ContactRecord>> {
  return storeEstimateRequest(deps, toEventLead(input, capturedBy, deps.now()));
}
