/**
 * The dashboard's reads. Counts and recent items come from one summary call and the lists of
 * estimate requests and booked calls page through `limit`/`offset`, so the dashboard stays fast
 * with years of leads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '#shared/schemas/admin';
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import { adminPageQuery, adminQuery } from './admin-query';

/** Rows per page of the lead lists. */
export const PAGE_SIZE = 25;

/** `limit` and `offset` of a page of PAGE_SIZE rows. */
const pageParams = (page: number) =>
  new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });

/** Counts and recent phone clicks. */
export function useAdminSummary(enabled: boolean) {
  return useQuery({ ...adminQuery<AdminSummary>(['summary'], '/api/admin/summary'), enabled });
}

/** A page of estimate requests, optionally filtered by name, phone, email or city. */
export function useEstimateRequestsPage(page: number, filter: string, enabled: boolean) {
  const params = pageParams(page);
  if (filter) params.set('q', filter);
  return useQuery({
    ...adminPageQuery<ContactRecord>(['estimate-requests', page, filter], `/api/contact?${params}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A page of booked calls. */
export function useBookedCallsPage(page: number, enabled: boolean) {
  return useQuery({
    ...adminPageQuery<BookingRecord>(['booked-calls', page], `/api/booked-calls?${pageParams(page)}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Where the CSV exports are downloaded from. */
export const EXPORTS = {
  estimateRequests: '/api/admin/export/contacts.csv',
  bookedCalls: '/api/admin/export/booked-calls.csv',
  phoneClicks: '/api/admin/export/phone-clicks.csv',
} as const;
