import { Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { ContactRecord } from '#shared/schemas/contact';
import { EXPORTS, useEstimateRequestsPage } from './admin-api';
import { formatDateTime } from './format';
import { LeadField } from './lead-field';
import { LeadListPanel } from './lead-list-panel';

function EstimateRequestFields({ request }: { request: ContactRecord }) {
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Text fw={700}>{request.name}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(request.createdAt)}
        </Text>
      </Group>
      <LeadField label="Phone" value={request.phone} />
      <LeadField label="Email" value={request.email} />
      <LeadField label="Address" value={`${request.address}, ${request.city}, ${request.state}`} />
      <LeadField label="Service" value={request.service} />
      <LeadField label="Homeowner" value={request.homeowner} />
      <LeadField label="Message" value={request.message} />
      <LeadField label="Source" value={request.source} />
      {request.capturedAt && <LeadField label="Captured" value={formatDateTime(request.capturedAt)} />}
      <LeadField
        label="Campaign"
        value={[request.attribution?.utm_source, request.attribution?.utm_campaign]
          .filter(Boolean)
          .join(' / ')}
      />
    </>
  );
}

/** 'Contact Form Submissions': the estimate requests, newest first, 25 a page, a text filter and CSV export. */
export function EstimateRequestsPanel({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), 250);
  const query = useEstimateRequestsPage(page, debounced, enabled);
  const total = query.data?.total ?? 0;
  return (
    <LeadListPanel
      titleId="submissions-title"
      title="Contact Form Submissions"
      noun="submissions"
      empty={debounced ? `No submissions match "${debounced}"` : 'No contact submissions yet'}
      exportHref={EXPORTS.estimateRequests}
      query={query}
      page={page}
      onPageChange={setPage}
      enabled={enabled}
      filter={
        <TextInput
          label="Search submissions"
          description="Name, phone, email or city"
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            setPage(1);
          }}
          mb="sm"
        />
      }
      count={
        <Text size="sm" c="dimmed">
          {total} submission{total === 1 ? '' : 's'}
        </Text>
      }
      fields={(request) => <EstimateRequestFields request={request} />}
    />
  );
}
