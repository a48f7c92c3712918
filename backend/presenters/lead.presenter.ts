/** What the admin's lead page reads: one lead with its messages and how it is worked. */
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { LeadDetail } from '#shared/schemas/lead';
import type { LeadActivity, StatusConflict } from '#shared/schemas/lead-status';
import type { Lead } from '../delivery/lead-event';

export const STALE_CHANGE = 'Someone else changed this lead first';

export const leadDetail = (lead: Lead, deliveries: DeliveryRecord[], activity: LeadActivity): LeadDetail => ({
  ...lead,
  deliveries,
  activity,
});

/** A refused change: the state now and the status change that came first. */
export const statusConflict = (current: LeadActivity): StatusConflict => ({
  message: STALE_CHANGE,
  current,
  lastChange: current.history.at(-1),
});
