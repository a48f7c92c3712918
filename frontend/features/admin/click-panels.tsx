import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import type { AdminSummary } from '#shared/schemas/admin';
import { formatDateTime } from './format';

/** Props of panels fed by the summary query. */
interface SummaryPanelProps {
  summary: AdminSummary | undefined;
  isLoading: boolean;
  isError: boolean;
}

function ClickRow({ click, withPage }: { click: PhoneClickRecord; withPage: boolean }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      py={6}
      style={{ borderBottom: '1px solid #e9ecef' }}
    >
      <Stack gap={0} style={{ minWidth: 0 }}>
        {withPage && (
          <Text fw={600} size="sm" truncate>
            {click.page}
          </Text>
        )}
        <Group gap={6}>
          {withPage && click.isHeader && (
            <Badge size="sm" color="navy">
              Header
            </Badge>
          )}
          <Text size="sm">{click.element}</Text>
        </Group>
      </Stack>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(click.createdAt)}
      </Text>
    </Group>
  );
}

/** The most recent clicks, or `empty` when there are none. */
function RecentClicks({
  clicks,
  withPage,
  empty,
}: {
  clicks: readonly PhoneClickRecord[];
  withPage: boolean;
  empty: string;
}) {
  if (clicks.length === 0) return <Text mt="sm">{empty}</Text>;
  return (
    <div>
      {clicks.map((c) => (
        <ClickRow key={c.id} click={c} withPage={withPage} />
      ))}
    </div>
  );
}

/** A count and what it counts. */
function ClickCount({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <Text size="xl" fw={800}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

function PanelState({ isLoading, isError }: { isLoading: boolean; isError: boolean }) {
  if (isLoading) return <Text role="status">Loading clicks...</Text>;
  if (isError) return <Text c="red.8">Error loading clicks</Text>;
  return null;
}

/** '/lander-p CTA Clicks': total and the 5 most recent. */
export function LanderPClicksPanel({ summary, isLoading, isError }: SummaryPanelProps) {
  const data = summary?.phoneClicks.landerP;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="lander-p-clicks">
      <Title order={2} size="h4" id="lander-p-clicks">
        /lander-p CTA Clicks
      </Title>
      <PanelState isLoading={isLoading} isError={isError} />
      {data && (
        <>
          <Group mt="xs">
            <ClickCount value={data.total} label="Total clicks" />
          </Group>
          <RecentClicks clicks={data.recent} withPage={false} empty="No clicks yet" />
        </>
      )}
    </Card>
  );
}

/** 'All Phone Clicks': total, header count and the 10 most recent. */
export function AllPhoneClicksPanel({ summary, isLoading, isError }: SummaryPanelProps) {
  const data = summary?.phoneClicks;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="all-phone-clicks">
      <Title order={2} size="h4" id="all-phone-clicks">
        All Phone Clicks
      </Title>
      <PanelState isLoading={isLoading} isError={isError} />
      {data && (
        <>
          <Group gap="xl" mt="xs">
            <ClickCount value={data.total} label="Total clicks" />
            <ClickCount value={data.header} label="Header clicks" />
          </Group>
          <RecentClicks clicks={data.recent} withPage empty="No phone clicks yet" />
        </>
      )}
    </Card>
  );
}

/** The 'Summary' tiles. */
export function SummaryTiles({ summary }: { summary: AdminSummary | undefined }) {
  const tiles = [
    ['Form Submissions', summary?.contacts],
    ['Booked Calls', summary?.bookings],
    ['/lander-p CTAs', summary?.phoneClicks.landerP.total],
    ['Total Phone Clicks', summary?.phoneClicks.total],
    ['Header Clicks', summary?.phoneClicks.header],
  ] as const;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="summary-title">
      <Title order={2} size="h4" id="summary-title" mb="sm">
        Summary
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {tiles.map(([label, value]) => (
          <Card key={label} bg="navy.0" padding="sm">
            <Text size="xl" fw={800}>
              {value ?? '…'}
            </Text>
            <Text size="sm">{label}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Card>
  );
}
