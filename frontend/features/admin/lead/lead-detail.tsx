/**
 * One lead on a page of its own (/admin/leads/:id): every field, where the visit came from,
 * when it was captured and received, and what became of its messages. Everything the visitor
 * typed is rendered as text, never as markup.
 */
// Before any shared schema is built (lead-status.ts builds them on import).
import '../../../lib/zod-csp';
import { Anchor, Badge, Card, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import type { LeadDetail } from '#shared/schemas/lead';
import { ApiRequestError } from '../../../lib/api-request';
import { LeadDeliveries } from '../delivery/lead-deliveries';
import { formatFullDateTime } from '../format';
import { DetailList } from './detail-list';
import { BookedCallDetails, EstimateRequestDetails, attributionItems } from './lead-fields';
import { useLeadDetail } from './lead-api';
import { LeadCallPanel } from './lead-call-panel';
import { LeadHistory } from './lead-history';
import { LeadNotes } from './lead-notes';
import { LeadStatusPanel } from './lead-status-panel';
import { loadFailed } from '../admin-query';

/** A capture this much earlier than the arrival means the lead waited on the device (offline). */
const CAPTURE_GAP_MS = 60_000;

function capturedApart(createdAt: string, capturedAt: string | undefined): boolean {
  if (!capturedAt) return false;
  return Math.abs(Date.parse(createdAt) - Date.parse(capturedAt)) > CAPTURE_GAP_MS;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `lead-${title.toLowerCase()}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function LeadBody({ lead, onDeliveryChanged }: { lead: LeadDetail; onDeliveryChanged: () => void }) {
  const { record } = lead;
  const attribution = attributionItems(record.attribution).filter((i) => i.value);
  return (
    <Stack gap="lg">
      <div>
        <Badge variant="light" color={lead.kind === 'booking' ? 'brick' : 'navy'} mb="xs">
          {lead.kind === 'booking' ? 'Booked call' : 'Estimate request'}
        </Badge>
        <DetailList
          items={[
            { label: 'Received', value: formatFullDateTime(record.createdAt) },
            {
              label: 'Captured on the device',
              value: capturedApart(record.createdAt, record.capturedAt)
                ? formatFullDateTime(record.capturedAt)
                : undefined,
            },
          ]}
        />
      </div>
      {lead.kind === 'booking' && (
        <Section title="Call">
          <LeadCallPanel booking={lead.record} activity={lead.activity} />
        </Section>
      )}
      <Section title="Status">
        <LeadStatusPanel leadId={record.id} receivedAt={record.createdAt} activity={lead.activity} />
      </Section>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title="Details">
              {lead.kind === 'booking' ? (
                <BookedCallDetails bookedCall={lead.record} />
              ) : (
                <EstimateRequestDetails request={lead.record} />
              )}
            </Section>
            <Section title="Attribution">
              {attribution.length > 0 ? (
                <DetailList items={attribution} />
              ) : (
                <Text>No attribution recorded</Text>
              )}
            </Section>
            <Section title="Delivery">
              <LeadDeliveries deliveries={lead.deliveries} onChanged={onDeliveryChanged} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Section title="Notes">
              <LeadNotes leadId={record.id} activity={lead.activity} />
            </Section>
            <Section title="History">
              <LeadHistory receivedAt={record.createdAt} activity={lead.activity} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** The lead page's content; `head` declares the page's head with the lead's name as its title. */
export function LeadDetailView({
  id,
  enabled,
  head,
}: {
  id: string;
  enabled: boolean;
  head: (title: string) => ReactNode;
}) {
  const query = useLeadDetail(id, enabled);
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
  const lead = query.data;
  const title = notFound ? 'Lead not found' : (lead?.record.name ?? 'Lead');
  return (
    <>
      {head(title)}
      <Title order={1} mb="md" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      {notFound && (
        <Stack gap="xs" align="flex-start">
          <Text>No estimate request or booked call has this id.</Text>
          <Anchor component={Link} to={PATHS.adminDashboard}>
            Back to the dashboard
          </Anchor>
        </Stack>
      )}
      {enabled && query.isPending && <Text role="status">Loading lead...</Text>}
      {loadFailed(query) && !notFound && <Text c="red.8">Error loading the lead</Text>}
      {enabled && lead && <LeadBody lead={lead} onDeliveryChanged={() => void query.refetch()} />}
    </>
  );
}
