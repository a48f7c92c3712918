/** The inbox's reads: one page of leads for the filters in the URL, the events, the pipeline. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventSummary, InboxPage, LeadInboxQuery, Pipeline } from '#shared/schemas/inbox';
import { adminQuery } from '../admin-query';
import { inboxParamsOf } from './inbox-url';

export const INBOX_API = '/api/admin/leads';

/** A page of the inbox. */
export function useInbox(query: LeadInboxQuery, enabled: boolean) {
  const search = inboxParamsOf(query).toString();
  return useQuery({
    ...adminQuery<InboxPage>(['inbox', search], search ? `${INBOX_API}?${search}` : INBOX_API),
    enabled,
    // The previous page stays on screen while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** The events leads were taken at, with leads by staff member (the Event filter and its table). */
export function useEvents(enabled: boolean) {
  return useQuery({ ...adminQuery<EventSummary[]>(['events'], `${INBOX_API}/events`), enabled });
}

/** The dashboard's Pipeline figures. */
export function usePipeline(enabled: boolean) {
  return useQuery({ ...adminQuery<Pipeline>(['pipeline'], `${INBOX_API}/pipeline`), enabled });
}
