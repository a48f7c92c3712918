/**
 * "Booked calls by weekday and hour": a grid shaded by how many calls fall in each slot, and the
 * same numbers as a table beside it (an hour a row, so seven weekdays fit a phone's width).
 */
import { MatrixChart } from '@mantine/charts';
import { Box, SimpleGrid, Table, Text } from '@mantine/core';
import type { Reports } from '#shared/schemas/reports';
import { hourLabel } from './report-data';
import { ReportSection } from './report-section';
import classes from './reports.module.css';
import { HEAT_COLORS } from './series-colors';

const short = (weekday: string) => weekday.slice(0, 3);

export function BookedCallsGrid({ calls }: { calls: Reports['bookedCalls'] }) {
  const total = calls.weekdays.reduce((sum, w) => sum + w.calls.reduce((a, b) => a + b, 0), 0);
  const cells = calls.weekdays.flatMap((w) =>
    w.calls.map((value, h) => ({ x: short(w.weekday), y: hourLabel(calls.hours[h]), value })),
  );
  return (
    <ReportSection id="booked-calls-title" title="Booked calls by weekday and hour">
      <Text size="sm" c="dimmed" mb="sm">
        {total === 1 ? '1 call' : `${total} calls`} booked by these days&apos; leads, at the time of the call.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Box role="img" aria-label="Grid of booked calls by weekday and hour. The numbers are in the table.">
          <MatrixChart
            data={cells}
            xLabels={calls.weekdays.map((w) => short(w.weekday))}
            yLabels={calls.hours.map(hourLabel)}
            withXLabels
            withYLabels
            xLabelsPosition="top"
            xLabelsRotation={0}
            xLabelsHeight={24}
            yLabelsWidth={48}
            cellSize={30}
            gap={2}
            colors={HEAT_COLORS}
            domain={[0, Math.max(1, ...cells.map((c) => c.value))]}
            withLegend
            legendLabels={['Fewer', 'More']}
            fontSize={13}
          />
        </Box>
        <Table striped fz="sm" horizontalSpacing={4} captionSide="top">
          <Table.Caption>Booked calls by hour (rows) and weekday (columns)</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Hour</Table.Th>
              {calls.weekdays.map((w) => (
                <Table.Th scope="col" key={w.weekday} className={classes.count}>
                  {short(w.weekday)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calls.hours.map((hour, h) => (
              <Table.Tr key={hour}>
                <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                  {hourLabel(hour)}
                </Table.Th>
                {calls.weekdays.map((w) => (
                  <Table.Td key={w.weekday} className={classes.count} fw={w.calls[h] ? 700 : 400}>
                    {w.calls[h]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </ReportSection>
  );
}
