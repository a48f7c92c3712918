/**
 * The owner's changes to a lead (POST /api/admin/leads/:id/status and /notes). Each answers the
 * lead's activity now, which replaces the one on the page, so the next change is made on the
 * version just seen; a stale status change fails with the server's StatusConflict.
 */
import '../../../lib/zod-csp';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
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
import { ApiRequestError, apiRequest } from '../../../lib/api-request';
import { ADMIN_QUERY_KEY } from '../admin-guard';
import { SESSION_KEY } from '../../../lib/session';

/** The forms' validation: the schemas the server checks too. */
export const statusResolver = zodResolver(StatusChangeSchema);
export const noteResolver = zodResolver(NoteSchema);

const leadUrl = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;

export async function postStatus(id: string, change: StatusChange): Promise<LeadActivity> {
  return (await (await apiRequest('POST', `${leadUrl(id)}/status`, change)).json()) as LeadActivity;
}

export async function postNote(id: string, note: NoteInput): Promise<LeadActivity> {
  return (await (await apiRequest('POST', `${leadUrl(id)}/notes`, note)).json()) as LeadActivity;
}

/** The server's 409 answer to a stale status change, or undefined for any other failure. */
export function conflictOf(error: unknown): StatusConflict | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return undefined;
  try {
    const body = JSON.parse(error.body) as Partial<StatusConflict> | null;
    return body?.current ? (body as StatusConflict) : undefined;
  } catch {
    return undefined;
  }
}

/** Why a change failed, in words for the owner. */
export function changeFailure(error: unknown, what: string): string {
  if (error instanceof ApiRequestError)
    return `Could not ${what}: ${error.apiError?.message ?? `the server answered ${error.status}`}`;
  return `Could not ${what}: no connection to the server. Please try again.`;
}

/**
 * Show a lead's activity as the server answered it, without reading the lead again; a 401
 * asks the session again so the page returns to the sign-in.
 */
export function useActivityUpdate(id: string) {
  const queryClient = useQueryClient();
  const setActivity = useCallback(
    (activity: LeadActivity) =>
      queryClient.setQueryData<LeadDetail | null>([...ADMIN_QUERY_KEY, 'lead', id], (lead) =>
        lead ? { ...lead, activity } : lead,
      ),
    [queryClient, id],
  );
  const onError = useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401)
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
    [queryClient],
  );
  return { setActivity, onError };
}
