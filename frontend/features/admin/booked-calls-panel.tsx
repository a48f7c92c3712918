import { Badge, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { BUSINESS } from '#shared/business';
import { isProvisionalSchedule } from '#shared/booking-window';
import type { BookingRecord } from '#shared/schemas/booking';
import { EXPORTS, useBookedCallsPage } from './admin-api';
import { CallStateBadge } from './call-state';
import { formatDateTime, formatSchedule } from './format';
import { LeadField } from './lead-field';
import { LeadListPanel } from './lead-list-panel';

function BookedCallFields({ bookedCall }: { bookedCall: BookingRecord }) {
  const provisional = isProvisionalSchedule(
    new Date(bookedCall.scheduledDate),
    bookedCall.scheduledTime,
    BUSINESS.timeZone,
  );
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Text fw={700}>{bookedCall.name}</Text>
        <Group gap={6}>
          {provisional && (
            // Filled, with dark text: yellow text on a light badge is too faint to read.
            <Badge color="yellow" variant="filled" autoContrast>
              Provisional
            </Badge>
          )}
          <CallStateBadge state={bookedCall.call?.state} />
        </Group>
      </Group>
      <LeadField label="Call" value={formatSchedule(bookedCall.scheduledDate, bookedCall.scheduledTime)} />
      <LeadField label="Phone" value={bookedCall.phone} />
      <LeadField label="Email" value={bookedCall.email} />
      <LeadField label="Address" value={bookedCall.address} />
      <LeadField label="Zipcode" value={bookedCall.zipcode} />
      <LeadField label="Service" value={bookedCall.service} />
      <LeadField label="Will show up" value={bookedCall.willShowUp} />
      <LeadField label="Referrer" value={bookedCall.referrer} />
      <LeadField label="Booked" value={formatDateTime(bookedCall.createdAt)} />
      {bookedCall.capturedAt && <LeadField label="Captured" value={formatDateTime(bookedCall.capturedAt)} />}
    </>
  );
}

/** 'Scheduled Calls (/lander-c)': the booked calls, newest first, 25 a page, CSV export. */
export function BookedCallsPanel({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const query = useBookedCallsPage(page, enabled);
  return (
    <LeadListPanel
      titleId="bookings-title"
      title="Scheduled Calls (/lander-c)"
      noun="booked calls"
      empty="No booked calls yet"
      exportHref={EXPORTS.bookedCalls}
      query={query}
      page={page}
      onPageChange={setPage}
      enabled={enabled}
      fields={(bookedCall) => <BookedCallFields bookedCall={bookedCall} />}
    />
  );
}
