/**
 * The inbox's lines: a Mantine Table on wide screens; on a phone one card per lead, with the
 * name to open it and the phone to call it both big enough for a thumb.
 */
import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { adminLeadPath } from '#shared/routes';
import type { InboxRow } from '#shared/schemas/inbox';
import { LEAD_STATUS_LABELS, type LeadStatus } from '#shared/schemas/lead-status';
import { serviceLabel } from '#shared/service-label';
import { telHref } from '#shared/tel-href';
import { CallStateBadge } from '../call-state';
import { formatDateTime } from '../format';

const KIND_LABELS = { contact: 'Estimate request', booking: 'Booked call' } as const;
/** The table's short form: the column is narrow. */
const KIND_SHORT = { contact: 'Estimate', booking: 'Call' } as const;

const STATUS_COLORS: Record<LeadStatus, string> = {
  new: 'brick',
  contacted: 'navy',
  'estimate-scheduled': 'grape',
  won: 'green',
  lost: 'gray',
  spam: 'dark',
};

const wrap = { overflowWrap: 'break-word' } as const;

const place = (row: InboxRow) => row.city ?? (row.zipcode ? `ZIP ${row.zipcode}` : '—');
const origin = (row: InboxRow) =>
  row.eventName
    ? `${row.eventName} · ${row.staffName ?? ''}`
    : row.campaign
      ? `${row.source} · ${row.campaign}`
      : row.source;

function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    // The label's own ellipsis would let a narrow column cut "New" to "NE…".
    <Badge variant="light" color={STATUS_COLORS[status]} styles={{ label: { overflow: 'visible' } }}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}

function NameLink({ row }: { row: InboxRow }) {
  return (
    <Anchor component={Link} to={adminLeadPath(row.id)} fw={600} style={{ overflowWrap: 'break-word' }}>
      {row.name}
    </Anchor>
  );
}

function PhoneLink({ row }: { row: InboxRow }) {
  return (
    <Anchor href={telHref(row.phone)} style={{ whiteSpace: 'nowrap' }}>
      {row.phone}
    </Anchor>
  );
}

function LeadCards({ rows }: { rows: readonly InboxRow[] }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Leads">
      {rows.map((row) => (
        <Card component="li" withBorder padding="sm" key={row.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <NameLink row={row} />
            <StatusBadge status={row.status} />
          </Group>
          <Text size="sm" c="gray.7">
            {KIND_LABELS[row.kind]} · {formatDateTime(row.receivedAt)}
          </Text>
          {row.callAt && (
            <Group gap="xs">
              <Text size="sm">Call: {formatDateTime(row.callAt)}</Text>
              <CallStateBadge state={row.callState} />
            </Group>
          )}
          <Text size="sm" style={wrap}>
            {serviceLabel(row.service)} · {place(row)} · {origin(row)}
          </Text>
          <Group mt={4}>
            <PhoneLink row={row} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function InboxRows({ rows }: { rows: readonly InboxRow[] }) {
  const wide = useMediaQuery('(min-width: 62em)');
  if (!wide) return <LeadCards rows={rows} />;
  return (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label="Leads">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Received</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>City</Table.Th>
          <Table.Th>Service</Table.Th>
          <Table.Th>Source</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th style={{ whiteSpace: 'nowrap' }}>Call time</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.receivedAt)}</Table.Td>
            <Table.Td>{KIND_SHORT[row.kind]}</Table.Td>
            <Table.Td>
              <NameLink row={row} />
            </Table.Td>
            <Table.Td>
              <PhoneLink row={row} />
            </Table.Td>
            <Table.Td>{place(row)}</Table.Td>
            <Table.Td>{serviceLabel(row.service)}</Table.Td>
            <Table.Td style={wrap}>{origin(row)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <StatusBadge status={row.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {row.callAt ? formatDateTime(row.callAt) : '—'}
              {row.callState && (
                <div>
                  <CallStateBadge state={row.callState} />
                </div>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
