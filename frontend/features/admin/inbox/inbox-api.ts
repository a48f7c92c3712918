/** The inbox's read: one page of leads for the filters in the URL. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventSummary, InboxPage, LeadInboxQuery, Pipeline } from '#shared/schemas/inbox';
import { LIVE, getJson } from '../admin-api';
import { ADMIN_QUERY_KEY } from '../admin-guard';
import { SESSION_KEY } from '../../../lib/session';
import { inboxParamsOf } from './inbox-url';

export const INBOX_API = '/api/admin/leads';

/** A page of the inbox; null when the session is gone (the guard then returns to the sign-in). */
export function useInbox(query: LeadInboxQuery, enabled: boolean) {
  const queryClient = useQueryClient();
  const search = inboxParamsOf(query).toString();
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'inbox', search],
    queryFn: async ({ signal }) => {
      const res = await getJson(search ? `${INBOX_API}?${search}` : INBOX_API, signal);
      if (res === null) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      return (res?.body ?? null) as InboxPage | null;
    },
    enabled,
    // The previous page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

/** The events leads were taken at, with leads by staff member (the Event filter and its table). */
export function useEvents(enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'events'],
    queryFn: async ({ signal }) =>
      ((await getJson(`${INBOX_API}/events`, signal))?.body ?? null) as EventSummary[] | null,
    enabled,
    ...LIVE,
  });
}

/** The dashboard's Pipeline figures. */
export function usePipeline(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'pipeline'],
    queryFn: async ({ signal }) => {
      const res = await getJson(`${INBOX_API}/pipeline`, signal);
      if (res === null) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      return (res?.body ?? null) as Pipeline | null;
    },
    enabled,
    ...LIVE,
  });
}
