/**
 * The failed and retrying messages as rows: a Mantine Table on wide screens, one card per
 * message on phones (a five-column table would make the owner scroll sideways for the button).
 */
import { Anchor, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminLeadPath } from '#shared/routes';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { CHANNEL_LABELS, canRetry, deliveryStateText } from '../delivery/delivery-text';

/** One message and what the row needs around it. */
export interface DeliveryRow {
  record: DeliveryRecord;
  /** The lead's name, once known. */
  leadName?: string;
}

const wrap = { overflowWrap: 'anywhere' } as const;

function LeadLink({ row }: { row: DeliveryRow }) {
  return (
    <Anchor component={Link} to={adminLeadPath(row.record.leadId)} fw={600} style={wrap}>
      {row.leadName ?? `Lead ${row.record.leadId}`}
    </Anchor>
  );
}

export function DeliveryRows({
  rows,
  action,
}: {
  rows: readonly DeliveryRow[];
  action: (record: DeliveryRecord) => ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 48em)');
  if (!wide) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Card component="li" withBorder padding="sm" key={row.record.id}>
            <Stack gap={4}>
              <LeadLink row={row} />
              <Text size="sm">
                {CHANNEL_LABELS[row.record.channel]} to <span style={wrap}>{row.record.to.join(', ')}</span>
              </Text>
              <Text size="sm" style={wrap}>
                {deliveryStateText(row.record)}
              </Text>
              <Group justify="space-between" align="center">
                <Text size="sm" c="gray.7">
                  Attempts: {row.record.attempts}
                </Text>
                {canRetry(row.record) && action(row.record)}
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Lead</Table.Th>
          <Table.Th>Message</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>Attempts</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th>
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.record.id}>
            <Table.Td>
              <LeadLink row={row} />
            </Table.Td>
            <Table.Td>{CHANNEL_LABELS[row.record.channel]}</Table.Td>
            <Table.Td style={wrap}>{row.record.to.join(', ')}</Table.Td>
            <Table.Td>{row.record.attempts}</Table.Td>
            <Table.Td style={wrap}>{deliveryStateText(row.record)}</Table.Td>
            <Table.Td>{canRetry(row.record) && action(row.record)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
