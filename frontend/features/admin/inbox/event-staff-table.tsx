/** Per event, who took how many leads (shown when the inbox is filtered by an event). */
import { Table } from '@mantine/core';
import type { EventSummary } from '#shared/schemas/inbox';

export function EventStaffTable({ event }: { event: EventSummary }) {
  return (
    <Table withTableBorder maw={420} captionSide="top">
      <Table.Caption>{`Leads by staff at ${event.eventName}`}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Staff</Table.Th>
          <Table.Th scope="col">Leads</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {event.byStaff.map((row) => (
          <Table.Tr key={row.staffName}>
            <Table.Td>{row.staffName || '—'}</Table.Td>
            <Table.Td>{row.leads}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td>{event.leads}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
