/**
 * /admin/deliveries: the failed and retrying messages, 25 a page, each with "Retry now". A
 * retried message stays on screen while it is attempted again (it is 'queued' meanwhile, so the
 * failed/retrying list alone would drop it) and shows how that attempt ended.
 */
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { PAGE_SIZE } from '../admin-api';
import { ADMIN_QUERY_KEY } from '../admin-guard';
import { useDeliveryList } from '../delivery/delivery-api';
import { useLeadDetails } from '../lead/lead-api';
import { ALL_STATES } from '../delivery/delivery-text';
import { RetryButton } from '../delivery/retry-button';
import { DeliveryRows } from './delivery-rows';
import { loadFailed } from '../admin-query';
import { PagesNav } from '../pages-nav';

const changedAt = (r: DeliveryRecord) => r.updatedAt ?? r.createdAt;

/** The most recent of several copies of the same message. */
const newest = (a: DeliveryRecord, b: DeliveryRecord) => (changedAt(b) >= changedAt(a) ? b : a);

export function DeliveriesView({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [retried, setRetried] = useState<DeliveryRecord[]>([]);
  const [error, setError] = useState<string | null>(null);
  const list = useDeliveryList({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, enabled);
  const retriedLeads = [...new Set(retried.map((r) => r.leadId))];
  const retriedNow = useDeliveryList(
    { states: ALL_STATES, leadIds: retriedLeads, limit: retriedLeads.length * 3 },
    enabled,
  );

  const latest = new Map(retried.map((r) => [r.id, r]));
  for (const r of retriedNow.data?.items ?? []) {
    const known = latest.get(r.id);
    if (known) latest.set(r.id, newest(known, r));
  }
  const listed = list.data?.items ?? [];
  const records = [
    ...listed.map((r) => (latest.has(r.id) ? newest(r, latest.get(r.id)!) : r)),
    ...[...latest.values()].filter((r) => !listed.some((l) => l.id === r.id)),
  ];
  const names = useLeadDetails([...new Set(records.map((r) => r.leadId))], enabled);
  const rows = records.map((record) => ({ record, leadName: names.get(record.leadId)?.record.name }));
  const total = list.data?.total ?? 0;

  function onRetried(queued: DeliveryRecord) {
    setError(null);
    setRetried((prev) => [...prev.filter((r) => r.id !== queued.id), queued]);
    void queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'deliveries'] });
  }

  return (
    <Stack gap="md">
      <Title order={1}>Message delivery</Title>
      <Text>
        Messages about new leads that have not reached their recipient. Retrying ones are attempted again on
        their own; failed ones were refused for good or gave up after 48 hours.
      </Text>
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      {enabled && list.isPending && <Text role="status">Loading messages...</Text>}
      {loadFailed(list) && <Text c="red.8">Error loading messages</Text>}
      {enabled && list.data && rows.length === 0 && <Text>No failed or retrying messages</Text>}
      {enabled && rows.length > 0 && (
        <DeliveryRows
          rows={rows}
          action={(record) => <RetryButton record={record} onRetried={onRetried} onError={setError} />}
        />
      )}
      {enabled && <PagesNav total={total} page={page} onChange={setPage} label="Message pages" />}
    </Stack>
  );
}
