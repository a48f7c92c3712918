/** A landing-page or campaign table: leads, booked calls, won and won-rate, most leads first. */
import { Table, Text } from '@mantine/core';
import type { ReportRow } from '#shared/schemas/reports';
import { formatRate, rowTotals } from './report-data';
import { ReportSection } from './report-section';
import classes from './reports.module.css';

interface ReportTableProps {
  id: string;
  title: string;
  /** The first column's header: 'Landing page', 'Campaign'. */
  nameHeader: string;
  /** Shown for the leads that recorded none. */
  noName: string;
  rows: readonly ReportRow[];
}

/** The headers of the columns Counts fills, in its order. */
const COUNT_HEADERS = ['Leads', 'Booked calls', 'Won', 'Won rate'];

function Counts({ row }: { row: Omit<ReportRow, 'name'> }) {
  return (
    <>
      <Table.Td className={classes.count}>{row.leads}</Table.Td>
      <Table.Td className={classes.count}>{row.bookedCalls}</Table.Td>
      <Table.Td className={classes.count}>{row.won}</Table.Td>
      <Table.Td className={classes.count}>{formatRate(row.wonRate)}</Table.Td>
    </>
  );
}

export function ReportTable({ id, title, nameHeader, noName, rows }: ReportTableProps) {
  return (
    <ReportSection id={id} title={title}>
      {rows.length === 0 ? (
        <Text>No leads in these days.</Text>
      ) : (
        <Table striped fz="sm" horizontalSpacing={6} aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{nameHeader}</Table.Th>
              {COUNT_HEADERS.map((header) => (
                <Table.Th scope="col" className={classes.count} key={header}>
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.name ?? ''}>
                <Table.Th scope="row" fw={400} className={classes.name} c={row.name ? undefined : 'dimmed'}>
                  {row.name ?? noName}
                </Table.Th>
                <Counts row={row} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">All leads</Table.Th>
              <Counts row={rowTotals(rows)} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </ReportSection>
  );
}
