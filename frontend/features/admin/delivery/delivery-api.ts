/**
 * The admin's reads and actions on lead delivery (shared/schemas/delivery.ts). A 401 gives
 * `null` and asks the session again, so the page's guard returns to the sign-in. Lists with a
 * message still queued are read again every POLL_MS until it has been attempted: the server's
 * worker sends within a second or two, and the owner sees the outcome without reloading.
 */
import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  DeliveryRecord,
  DeliverySettings,
  DeliveryState,
  TestEmailResult,
} from '#shared/schemas/delivery';
import type { LeadDetail } from '#shared/schemas/lead';
import { ApiRequestError, apiRequest } from '../../../lib/api-request';
import { LIVE, getJson, type Page } from '../admin-api';
import { ADMIN_QUERY_KEY } from '../admin-guard';
import { SESSION_KEY } from '../../../lib/session';
import { ALL_STATES } from './delivery-text';

/** How often a list with a queued message is read again. */
export const POLL_MS = 1500;

const API = {
  deliveries: '/api/admin/deliveries',
  settings: '/api/admin/delivery-settings',
  testEmail: '/api/admin/delivery-settings/test-email',
  lead: (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`,
  retry: (id: string) => `/api/admin/deliveries/${encodeURIComponent(id)}/retry`,
};

async function read(queryClient: QueryClient, url: string, signal: AbortSignal) {
  const res = await getJson(url, signal);
  if (res === null) void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  return res;
}

const hasQueued = (records: readonly DeliveryRecord[] | undefined) =>
  records?.some((r) => r.state === 'queued') ?? false;

/** The mail transport, addresses, webhook and counts per state. */
export function useDeliverySettings(enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'delivery-settings'],
    queryFn: async ({ signal }) =>
      ((await read(queryClient, API.settings, signal))?.body ?? null) as DeliverySettings | null,
    enabled,
    ...LIVE,
  });
}

/** Which messages to list: states (default failed and retrying), leads, and the page. */
export interface DeliveryFilter {
  states?: readonly DeliveryState[];
  leadIds?: readonly string[];
  limit?: number;
  offset?: number;
}

/** Messages newest first, with the total the filter matches. */
export function useDeliveryList(filter: DeliveryFilter, enabled: boolean) {
  const queryClient = useQueryClient();
  const params = new URLSearchParams({ state: (filter.states ?? ['failed', 'retrying']).join(',') });
  if (filter.leadIds) params.set('leadIds', filter.leadIds.join(','));
  if (filter.limit) params.set('limit', String(filter.limit));
  if (filter.offset) params.set('offset', String(filter.offset));
  const url = `${API.deliveries}?${params}`;
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'deliveries', url],
    queryFn: async ({ signal }) => {
      const res = await read(queryClient, url, signal);
      return (
        res && ({ items: res.body as DeliveryRecord[], total: res.total } satisfies Page<DeliveryRecord>)
      );
    },
    enabled: enabled && (filter.leadIds === undefined || filter.leadIds.length > 0),
    refetchInterval: (query) => (hasQueued(query.state.data?.items) ? POLL_MS : false),
    ...LIVE,
  });
}

/** The owner notification of each lead shown (one request for the lot), by lead id. */
export function useOwnerNotifications(leadIds: readonly string[], enabled: boolean) {
  // Up to three messages per lead (owner, homeowner, webhook).
  const list = useDeliveryList({ states: ALL_STATES, leadIds, limit: leadIds.length * 3 }, enabled);
  const byLead = new Map<string, DeliveryRecord>();
  for (const record of list.data?.items ?? []) {
    if (record.channel === 'owner-email') byLead.set(record.leadId, record);
  }
  return byLead;
}

/** One lead with its messages; an unknown id fails with status 404. */
export function useLeadDetail(id: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'lead', id],
    queryFn: async ({ signal }) =>
      ((await read(queryClient, API.lead(id), signal))?.body ?? null) as LeadDetail | null,
    enabled,
    refetchInterval: (query) => (hasQueued(query.state.data?.deliveries) ? POLL_MS : false),
    ...LIVE,
  });
}

/** Several leads at once (the delivery list's lead names), by id. */
export function useLeadDetails(ids: readonly string[], enabled: boolean) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: [...ADMIN_QUERY_KEY, 'lead', id],
      queryFn: async ({ signal }) =>
        ((await read(queryClient, API.lead(id), signal))?.body ?? null) as LeadDetail | null,
      enabled,
      ...LIVE,
    })),
  });
  return new Map(ids.map((id, i) => [id, results[i]?.data ?? undefined]));
}

/** Attempt a failed or retrying message again now; answers the message, queued. */
export async function retryDelivery(id: string): Promise<DeliveryRecord> {
  return (await (await apiRequest('POST', API.retry(id))).json()) as DeliveryRecord;
}

/** Send a test email to the notification addresses; answers what the mail server said. */
export async function sendTestEmail(): Promise<TestEmailResult> {
  return (await (await apiRequest('POST', API.testEmail)).json()) as TestEmailResult;
}

/** The server's own words in an error answer ({ message } or { error }), if it sent any. */
export function serverMessage(error: ApiRequestError): string | undefined {
  try {
    const body = JSON.parse(error.body) as { message?: unknown; error?: unknown } | null;
    const text = body?.message ?? body?.error;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}
