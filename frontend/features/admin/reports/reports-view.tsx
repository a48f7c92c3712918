/**
 * /admin/reports: the last 90 days of leads (business time zone, Spam left out) per day by
 * source, per landing page and campaign, and when the booked calls take place.
 */
import { Stack, Text, Title } from '@mantine/core';
import '../../../lib/zod-csp';
import { REPORT_DAYS } from '#shared/schemas/reports';
import { BookedCallsGrid } from './booked-calls-grid';
import { LeadsPerDay } from './leads-per-day';
import { dayLabel } from './report-data';
import { ReportTable } from './report-table';
import { useReports } from './reports-api';
import { loadFailed } from '../admin-query';

export function ReportsView({ enabled }: { enabled: boolean }) {
  const reports = useReports(REPORT_DAYS.default, enabled);
  const report = reports.data;
  return (
    <Stack gap="lg">
      <Title order={1}>Reports</Title>
      {enabled && reports.isPending && <Text role="status">Loading reports...</Text>}
      {loadFailed(reports) && <Text c="red.8">Error loading reports</Text>}
      {enabled && report && (
        <>
          <Text>
            The last {report.days} days, {dayLabel(report.from)} to {dayLabel(report.to)}, by the day each lead
            arrived ({report.timeZone.replace(/_/g, ' ')} time). Spam is left out.
          </Text>
          <LeadsPerDay report={report} />
          <ReportTable
            id="landing-pages-title"
            title="By landing page"
            nameHeader="Landing page"
            noName="(not recorded)"
            rows={report.landingPages}
          />
          <ReportTable
            id="campaigns-title"
            title="By campaign"
            nameHeader="Campaign"
            noName="(no campaign)"
            rows={report.campaigns}
          />
          <BookedCallsGrid calls={report.bookedCalls} />
        </>
      )}
    </Stack>
  );
}
