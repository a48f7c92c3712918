import { Badge, Button, Card, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { BUSINESS } from '#shared/business';
import { isProvisionalSchedule } from '#shared/booking-window';
import type { BookingRecord } from '#shared/schemas/booking';
import { EXPORTS, PAGE_SIZE, useBookingsPage } from './admin-api';
import { formatDateTime, formatSchedule } from './format';
import { useOwnerNotifications } from './delivery/delivery-api';
import { LeadCardFooter } from './lead-card-footer';
import { LeadField } from './lead-field';

function BookingCard({ booking, delivery }: { booking: BookingRecord; delivery?: DeliveryRecord }) {
  const provisional = isProvisionalSchedule(
    new Date(booking.scheduledDate),
    booking.scheduledTime,
    BUSINESS.timeZone,
  );
  return (
    <Card withBorder padding="sm" component="article">
      <Group justify="space-between" align="flex-start">
        <Text fw={700}>{booking.name}</Text>
        {provisional && (
          <Badge color="yellow" variant="light">
            Provisional
          </Badge>
        )}
      </Group>
      <LeadField label="Call" value={formatSchedule(booking.scheduledDate, booking.scheduledTime)} />
      <LeadField label="Phone" value={booking.phone} />
      <LeadField label="Email" value={booking.email} />
      <LeadField label="Address" value={booking.address} />
      <LeadField label="Zipcode" value={booking.zipcode} />
      <LeadField label="Service" value={booking.service} />
      <LeadField label="Will show up" value={booking.willShowUp} />
      <LeadField label="Referrer" value={booking.referrer} />
      <LeadField label="Booked" value={formatDateTime(booking.createdAt)} />
      {booking.capturedAt && <LeadField label="Captured" value={formatDateTime(booking.capturedAt)} />}
      <LeadCardFooter leadId={booking.id} delivery={delivery} />
    </Card>
  );
}

/** 'Scheduled Calls (/lander-c)': newest first, 25 a page, CSV export. */
export function BookingsPanel({ enabled }: { enabled: boolean }) {
  const [page, setPage] = useState(1);
  const query = useBookingsPage(page, enabled);
  const total = query.data?.total ?? 0;
  const deliveries = useOwnerNotifications(query.data?.items.map((b) => b.id) ?? [], enabled);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="bookings-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="bookings-title">
          Scheduled Calls (/lander-c)
        </Title>
        <Button component="a" href={EXPORTS.bookings} download variant="light" size="xs">
          Export booked calls CSV
        </Button>
      </Group>
      {query.isPending && <Text role="status">Loading booked calls...</Text>}
      {query.isError && <Text c="red.8">Error loading booked calls</Text>}
      {query.data && query.data.items.length === 0 && <Text>No booked calls yet</Text>}
      {query.data && query.data.items.length > 0 && (
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {query.data.items.map((b) => (
              <BookingCard key={b.id} booking={b} delivery={deliveries.get(b.id)} />
            ))}
          </SimpleGrid>
          {total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              aria-label="Booked calls pages"
            />
          )}
        </Stack>
      )}
    </Card>
  );
}
