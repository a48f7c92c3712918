/**
 * The admin's reads and actions on lead delivery (shared/schemas/delivery.ts). Lists with a
 * message still queued are read again every POLL_MS until it has been attempted: the server's
 * worker sends within a second or two, and the owner sees the outcome without reloading.
 */
import { useQuery } from '@tanstack/react-query';
import type {
  DeliveryRecord,
  DeliverySettings,
  DeliveryState,
  TestEmailResult,
} from '#shared/schemas/delivery';
import { adminPageQuery, adminQuery, apiJson } from '../admin-query';
import { ALL_STATES } from './delivery-text';

/** How often a list with a queued message is read again. */
export const POLL_MS = 1500;

const API = {
  deliveries: '/api/admin/deliveries',
  settings: '/api/admin/delivery-settings',
  testEmail: '/api/admin/delivery-settings/test-email',
  retry: (id: string) => `/api/admin/deliveries/${encodeURIComponent(id)}/retry`,
};

/** Whether any of the messages still waits for its attempt. */
export const hasQueued = (records: readonly DeliveryRecord[] | undefined) =>
  records?.some((r) => r.state === 'queued') ?? false;

/** The mail transport, addresses, webhook and counts per state. */
export function useDeliverySettings(enabled: boolean) {
  return useQuery({ ...adminQuery<DeliverySettings>(['delivery-settings'], API.settings), enabled });
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
  const params = new URLSearchParams({ state: (filter.states ?? ['failed', 'retrying']).join(',') });
  if (filter.leadIds) params.set('leadIds', filter.leadIds.join(','));
  if (filter.limit) params.set('limit', String(filter.limit));
  if (filter.offset) params.set('offset', String(filter.offset));
  const url = `${API.deliveries}?${params}`;
  return useQuery({
    ...adminPageQuery<DeliveryRecord>(['deliveries', url], url),
    enabled: enabled && (filter.leadIds === undefined || filter.leadIds.length > 0),
    refetchInterval: (query) => (hasQueued(query.state.data?.items) ? POLL_MS : false),
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

/** Attempt a failed or retrying message again now; answers the message, queued. */
export function retryDelivery(id: string): Promise<DeliveryRecord> {
  return apiJson<DeliveryRecord>('POST', API.retry(id));
}

/** Send a test email to the notification addresses; answers what the mail server said. */
export function sendTestEmail(): Promise<TestEmailResult> {
  return apiJson<TestEmailResult>('POST', API.testEmail);
}
