/**
 * The dashboard's reads. Counts and recent items come from one summary call and the lists
 * page through `limit`/`offset`, so the dashboard stays fast with years of leads. A 401 gives
 * `null` (spec §8): the dashboard then returns to the login page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminSummary } from '#shared/schemas/admin';
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import { ApiRequestError } from '../../lib/api-request';

/** One page of a list and the list's full length. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Rows per page of the lead lists. */
export const PAGE_SIZE = 25;

/**
 * GET an admin resource: its JSON and X-Total-Count, or null on 401 (the session is gone).
 * `signal` is the query's: a logout cancels the reads in flight before it ends the session.
 */
export async function getJson(
  url: string,
  signal?: AbortSignal,
): Promise<{ body: unknown; total: number } | null> {
  const res = await fetch(url, { credentials: 'include', signal });
  if (res.status === 401) return null;
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  return { body: await res.json(), total: Number(res.headers.get('X-Total-Count') ?? 0) };
}

async function getPage<T>(url: string, signal: AbortSignal): Promise<Page<T> | null> {
  const res = await getJson(url, signal);
  return res && { items: res.body as T[], total: res.total };
}

/** Lead data changes while the owner watches: always fetch afresh, never keep it around. */
export const LIVE = { staleTime: 0, gcTime: 0, refetchOnMount: 'always' } as const;

/** Counts and recent phone clicks. */
export function useAdminSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: async ({ signal }) =>
      ((await getJson('/api/admin/summary', signal))?.body ?? null) as AdminSummary | null,
    enabled,
    ...LIVE,
  });
}

/** A page of contact submissions, optionally filtered by name, phone, email or city. */
export function useContactsPage(page: number, filter: string, enabled: boolean) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  if (filter) params.set('q', filter);
  return useQuery({
    queryKey: ['admin', 'contacts', page, filter],
    queryFn: ({ signal }) => getPage<ContactRecord>(`/api/contact?${params}`, signal),
    enabled,
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

/** A page of booked calls. */
export function useBookingsPage(page: number, enabled: boolean) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE) });
  return useQuery({
    queryKey: ['admin', 'bookings', page],
    queryFn: ({ signal }) => getPage<BookingRecord>(`/api/booked-calls?${params}`, signal),
    enabled,
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

/** Where the CSV exports are downloaded from. */
export const EXPORTS = {
  contacts: '/api/admin/export/contacts.csv',
  bookings: '/api/admin/export/booked-calls.csv',
  phoneClicks: '/api/admin/export/phone-clicks.csv',
} as const;
