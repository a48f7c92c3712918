import { Button, Card, Group, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import type { ContactRecord } from '#shared/schemas/contact';
import { EXPORTS, PAGE_SIZE, useContactsPage } from './admin-api';
import { formatDateTime } from './format';
import { useOwnerNotifications } from './delivery/delivery-api';
import { LeadCardFooter } from './lead-card-footer';
import { LeadField } from './lead-field';

function SubmissionCard({ lead, delivery }: { lead: ContactRecord; delivery?: DeliveryRecord }) {
  return (
    <Card withBorder padding="sm" component="article">
      <Group justify="space-between" align="flex-start">
        <Text fw={700}>{lead.name}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(lead.createdAt)}
        </Text>
      </Group>
      <LeadField label="Phone" value={lead.phone} />
      <LeadField label="Email" value={lead.email} />
      <LeadField label="Address" value={`${lead.address}, ${lead.city}, ${lead.state}`} />
      <LeadField label="Service" value={lead.service} />
      <LeadField label="Homeowner" value={lead.homeowner} />
      <LeadField label="Message" value={lead.message} />
      <LeadField label="Source" value={lead.source} />
      {lead.capturedAt && <LeadField label="Captured" value={formatDateTime(lead.capturedAt)} />}
      <LeadField
        label="Campaign"
        value={[lead.attribution?.utm_source, lead.attribution?.utm_campaign].filter(Boolean).join(' / ')}
      />
      <LeadCardFooter leadId={lead.id} delivery={delivery} />
    </Card>
  );
}

/** 'Contact Form Submissions': newest first, 25 a page, a text filter and CSV export. */
export function SubmissionsPanel({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const [debounced] = useDebouncedValue(filter.trim(), 250);
  const query = useContactsPage(page, debounced, enabled);
  const total = query.data?.total ?? 0;
  const deliveries = useOwnerNotifications(query.data?.items.map((l) => l.id) ?? [], enabled);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="submissions-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="submissions-title">
          Contact Form Submissions
        </Title>
        <Button component="a" href={EXPORTS.contacts} download variant="light" size="xs">
          Export submissions CSV
        </Button>
      </Group>
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
      {query.isPending && <Text role="status">Loading submissions...</Text>}
      {query.isError && <Text c="red.8">Error loading submissions</Text>}
      {query.data && query.data.items.length === 0 && (
        <Text>{debounced ? `No submissions match "${debounced}"` : 'No contact submissions yet'}</Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <Stack>
          <Text size="sm" c="dimmed">
            {total} submission{total === 1 ? '' : 's'}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {query.data.items.map((lead) => (
              <SubmissionCard key={lead.id} lead={lead} delivery={deliveries.get(lead.id)} />
            ))}
          </SimpleGrid>
          {total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label="Submissions pages"
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
