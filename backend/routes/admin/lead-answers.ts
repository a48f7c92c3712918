/**
 * What the admin's lead routes share: the lead by its id (404 otherwise), its detail as GET
 * answers it, and a change's answer (409 with the current state when someone else came first).
 */
import { HttpError, notFound } from '../../lib/http-errors';
import { findLead, type Lead } from '../../delivery/lead-event';
import { messagesOf } from '../../delivery/lead-messages';
import { STALE_CHANGE, leadDetail, statusConflict } from '../../presenters/lead.presenter';
import { activityOf, type ActivityResult, type LeadRef } from '../../services/lead-activity';
import type { Repositories } from '../../store/repository';

/** One lead of either kind by its id, as the admin may see it. */
export async function storedLead(store: Repositories, id: string): Promise<Lead> {
  const lead = await findLead(store, id);
  if (!lead) throw notFound('No lead has this id');
  return lead;
}

/** Which lead a change is about. */
export async function leadRef(store: Repositories, id: string): Promise<LeadRef> {
  const { kind, record } = await storedLead(store, id);
  return { id, kind, createdAt: record.createdAt };
}

/** GET /api/admin/leads/:id's answer: the lead with its messages and how it is worked. */
export async function leadDetailOf(store: Repositories, id: string) {
  const lead = await storedLead(store, id);
  const [deliveries, activity] = await Promise.all([
    messagesOf(store, [lead.record.id]),
    store.leadActivity.findById(lead.record.id),
  ]);
  return leadDetail(lead, deliveries, activityOf(activity));
}

/** The activity a change left, or the 409 of a stale one. */
export function changed(result: ActivityResult) {
  if (!result.ok) throw new HttpError(409, STALE_CHANGE, { body: { ...statusConflict(result.current) } });
  return result.activity;
}
