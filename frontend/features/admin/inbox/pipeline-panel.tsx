/**
 * The dashboard's "Pipeline": how fast leads are called back (the first call decides the sale)
 * and how many New leads have waited through more than an hour of opening hours, highlighted.
 */
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { formatDuration } from '../format';
import { usePipeline } from './inbox-api';
import { loadFailed } from '../admin-query';

export function PipelinePanel({ enabled }: { enabled: boolean }) {
  const pipeline = usePipeline(enabled);
  const data = pipeline.data;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pipeline-title">
      <Title order={2} size="h4" id="pipeline-title" mb="sm">
        Pipeline
      </Title>
      {pipeline.isPending && <Text role="status">Loading pipeline...</Text>}
      {loadFailed(pipeline) && <Text c="red.8">Error loading the pipeline</Text>}
      {data && (
        <Group align="flex-start" gap="xl">
          <Stack gap={2}>
            <Text size="sm" c="gray.7">
              Median speed to lead, last 30 days
            </Text>
            <Text fw={800} size="xl">
              {data.medianSpeedToLeadMs === null ? '—' : formatDuration(data.medianSpeedToLeadMs)}
            </Text>
            <Text size="sm" c="gray.7">
              {data.contactedLast30Days === 0
                ? 'No lead marked Contacted yet'
                : `over ${data.contactedLast30Days} contacted ${data.contactedLast30Days === 1 ? 'lead' : 'leads'}`}
            </Text>
          </Stack>
          <Stack
            gap={2}
            p={data.waitingNew > 0 ? 'xs' : 0}
            bg={data.waitingNew > 0 ? 'brick.0' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Text
              size="sm"
              c={data.waitingNew > 0 ? 'brick.9' : 'gray.7'}
              fw={data.waitingNew > 0 ? 700 : 400}
            >
              New leads waiting over 1 business hour
            </Text>
            <Text fw={800} size="xl" c={data.waitingNew > 0 ? 'brick.9' : undefined}>
              {data.waitingNew}
            </Text>
            <Anchor component={Link} to={`${PATHS.adminLeads}?status=new`} size="sm" fw={600}>
              Open New leads
            </Anchor>
          </Stack>
        </Group>
      )}
    </Card>
  );
}
