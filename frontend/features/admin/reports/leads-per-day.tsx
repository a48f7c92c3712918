/** "Leads per day": the days stacked by source, and the same numbers as a table behind "Show the numbers". */
import { BarChart } from '@mantine/charts';
import { Box, Table, Text } from '@mantine/core';
import type { Reports } from '#shared/schemas/reports';
import { dayRows, sourceColumns } from './report-data';
import { ReportSection } from './report-section';
import classes from './reports.module.css';
import { SERIES_COLORS } from './series-colors';

export function LeadsPerDay({ report }: { report: Reports }) {
  const columns = sourceColumns(report.sources);
  const rows = dayRows(report, columns);
  const series = columns.map((c, i) => ({ name: c.key, label: c.label, color: SERIES_COLORS[i] }));
  return (
    <ReportSection id="leads-per-day-title" title="Leads per day">
      {columns.length === 0 ? (
        <Text>No leads in these days.</Text>
      ) : (
        // The chart is a picture of the table below; the table is what assistive technology reads.
        <Box role="img" aria-label="Bar chart of leads per day, stacked by source. The numbers are in the table below.">
          <BarChart
            h={260}
            data={rows}
            dataKey="label"
            type="stacked"
            series={series}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            accessibilityLayer={false}
            textColor="gray.7"
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 24 }}
            yAxisProps={{ allowDecimals: false, width: 32 }}
          />
        </Box>
      )}
      <details className={classes.numbers}>
        <summary>Show the numbers</summary>
        <Table striped fz="sm" horizontalSpacing={6} mt="xs" captionSide="top">
          <Table.Caption>Leads per day by source</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              {columns.map((c) => (
                <Table.Th scope="col" key={c.key} className={`${classes.count} ${classes.name}`}>
                  {c.label}
                </Table.Th>
              ))}
              <Table.Th scope="col" className={classes.count}>
                Total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.day}>
                <Table.Th scope="row" fw={400}>
                  <time dateTime={row.day}>{row.label}</time>
                </Table.Th>
                {columns.map((c) => (
                  <Table.Td key={c.key} className={classes.count}>
                    {row[c.key]}
                  </Table.Td>
                ))}
                <Table.Td className={classes.count} fw={600}>
                  {row.total}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </ReportSection>
  );
}
