/**
 * The admin's lead API: one lead with its messages (GET /api/admin/leads/:id), and the owner's
 * changes to it (POST .../status and .../notes, and a booked call's .../reschedule and
 * .../cancel-call). A status or note answers the lead's activity now, a call change the whole
 * lead; either replaces what the page shows, so the next change is made on the version just
 * seen; a stale change fails with the server's StatusConflict.
 */
import '../../../lib/zod-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LeadDetail } from '#shared/schemas/lead';
import {
  NoteSchema,
  StatusChangeSchema,
  type LeadActivity,
  type NoteInput,
  type StatusChange,
  type StatusConflict,
} from '#shared/schemas/lead-status';
import { ApiRequestError } from '../../../lib/api-request';
import { actionFailure } from '../action-failure';
import { adminQuery, apiJson, useSessionCheckOn401 } from '../admin-query';
import { POLL_MS, hasQueued } from '../delivery/delivery-api';

/** The forms' validation: the schemas the server checks too. */
export const statusResolver = zodResolver(StatusChangeSchema);
export const noteResolver = zodResolver(NoteSchema);

const leadUrl = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;
const leadQuery = (id: string) => adminQuery<LeadDetail>(['lead', id], leadUrl(id));

/** One lead with its messages; an unknown id fails with status 404. */
export function useLeadDetail(id: string, enabled: boolean) {
  return useQuery({
    ...leadQuery(id),
    enabled,
    refetchInterval: (query) => (hasQueued(query.state.data?.deliveries) ? POLL_MS : false),
  });
}

/** Several leads at once (the delivery list's lead names), by id. */
export function useLeadDetails(ids: readonly string[], enabled: boolean) {
  const results = useQueries({ queries: ids.map((id) => ({ ...leadQuery(id), enabled })) });
  return new Map(ids.map((id, i) => [id, results[i]?.data]));
}

export function postStatus(id: string, change: StatusChange): Promise<LeadActivity> {
  return apiJson<LeadActivity>('POST', `${leadUrl(id)}/status`, change);
}

export function postNote(id: string, note: NoteInput): Promise<LeadActivity> {
  return apiJson<LeadActivity>('POST', `${leadUrl(id)}/notes`, note);
}

/** A booked call's change, made on the activity version the page shows. */
export type CallMove = { scheduledDate: string; scheduledTime: string; version: number };
export type CallCancel = { reason?: string; version: number };

export function postReschedule(id: string, move: CallMove): Promise<LeadDetail> {
  return apiJson<LeadDetail>('POST', `${leadUrl(id)}/reschedule`, move);
}

export function postCancelCall(id: string, cancel: CallCancel): Promise<LeadDetail> {
  return apiJson<LeadDetail>('POST', `${leadUrl(id)}/cancel-call`, cancel);
}

/** The server's 409 answer to a stale change, or undefined for any other failure (a taken slot's 409 too). */
export function conflictOf(error: unknown): StatusConflict | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  const body = error.apiError as Partial<StatusConflict> | undefined;
  return body?.current ? (body as StatusConflict) : undefined;
}

/** Why a change failed, in words for the owner. */
export const changeFailure = (error: unknown, what: string) =>
  actionFailure(error, `Could not ${what}`, 'no connection to the server. Please try again.');

/**
 * Show a lead's activity as the server answered it, without reading the lead again; a 401
 * asks the session again so the page returns to the sign-in.
 */
export function useActivityUpdate(id: string) {
  const queryClient = useQueryClient();
  const setActivity = useCallback(
    (activity: LeadActivity) =>
      queryClient.setQueryData(leadQuery(id).queryKey, (lead) => (lead ? { ...lead, activity } : lead)),
    [queryClient, id],
  );
  const setLead = useCallback(
    (lead: LeadDetail) => queryClient.setQueryData(leadQuery(id).queryKey, lead),
    [queryClient, id],
  );
  // A change elsewhere may have moved more than the activity (a call's time): read the lead again.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: leadQuery(id).queryKey }),
    [queryClient, id],
  );
  const onError = useSessionCheckOn401();
  return { setActivity, setLead, refresh, onError };
}
