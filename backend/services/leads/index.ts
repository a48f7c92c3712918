/**
 * The lead service: every use case that stores a lead, with its rules (replays, edit tokens,
 * slots, withdrawal). Each stores the lead with its messages and wakes the delivery worker;
 * routes only parse, call one of these and answer.
 */
import type { Booking, Reschedule } from '#shared/schemas/booking';
import type { CaptureLeadSubmission } from '#shared/schemas/capture';
import type { ContactSubmission } from '#shared/schemas/contact';
import { bookCall } from './book-call';
import { captureLead } from './capture-lead';
import { createEstimateRequest } from './create-estimate-request';
import { checkEditToken, rescheduleCall } from './reschedule-call';
import { withdrawCall } from './withdraw-call';
import type { LeadDelivery } from '../../delivery/lead-delivery';
import type { Repositories } from '../../store/repository';

/** What the lead use cases need, built once by createApp. */
export interface LeadDeps {
  store: Repositories;
  now: () => Date;
  /** The business time zone (slots and the booking window). */
  timeZone: string;
  /** Builds a lead's messages and is woken once they are stored. */
  delivery: Pick<LeadDelivery, 'messagesFor' | 'wake'>;
}

export function createLeadService(deps: LeadDeps) {
  return {
    createEstimateRequest: (input: ContactSubmission) => createEstimateRequest(deps, input),
    captureLead: (input: CaptureLeadSubmission, capturedBy: string) => captureLead(deps, input, capturedBy),
    bookCall: (input: Booking) => bookCall(deps, input),
    checkEditToken: (id: string, token: string) => checkEditToken(deps, id, token),
    rescheduleCall: (id: string, token: string, schedule: Reschedule) =>
      rescheduleCall(deps, id, token, schedule),
    withdrawCall: (id: string, token: string) => withdrawCall(deps, id, token),
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
