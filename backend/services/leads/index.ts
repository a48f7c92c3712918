/**
 * The lead service: every use case that stores a lead, with its rules (replays, edit tokens,
 * slots, withdrawal). Each stores the lead with its messages and wakes the delivery worker;
 * routes only parse, call one of these with their AppDeps and answer.
 */
import type { LeadDelivery } from '../../delivery/lead-delivery';
import type { Repositories } from '../../store/repository';

export { bookCall } from './book-call';
export { captureLead } from './capture-lead';
export { createEstimateRequest } from './create-estimate-request';
export { checkEditToken, rescheduleCall } from './reschedule-call';
export { withdrawCall } from './withdraw-call';
export { cancelAsOwner, changeLeadStatus, rescheduleAsOwner } from './change-call-as-owner';
export { cancelManagedCall, managedBooking, rescheduleManagedCall } from './manage-call';
export { recoverUpcomingCalls } from './recover-calls';

/** What the lead use cases need (a part of AppDeps). */
export interface LeadDeps {
  store: Repositories;
  now: () => Date;
  /** The business time zone (slots and the booking window). */
  timeZone: string;
  /** Upcoming calls one client address may book (MAX_UPCOMING_CALLS_PER_ADDRESS); 0: no limit. */
  maxCallsPerAddress: number;
  /** Builds a lead's messages and is woken once they are stored. */
  delivery: Pick<LeadDelivery, 'messagesFor' | 'callChangeMessages' | 'reminderFor' | 'wake'>;
  /** The key the manage links' secrets are derived with (lib/manage-token.ts). */
  manageKey: string;
}
