/**
 * /admin/availability: the open hours, the blocked days and slots from today on, and the booked
 * calls now in closed time. The business day is the business zone's, whatever the device's.
 */
import '../../../lib/zod-csp';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { dayKeyInZone } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { loadFailed } from '../admin-query';
import {
  blockedDayPath,
  blockedSlotPath,
  useAvailabilityChange,
  useAvailabilityView,
} from './availability-api';
import { BlockDayForm, BlockSlotForm } from './block-forms';
import { BlockedList } from './blocked-list';
import { CallsInClosedTime } from './calls-in-closed-time';
import { dayLabel } from './day-label';
import { WeeklyHoursForm } from './weekly-hours-form';

export function AvailabilityView({ enabled }: { enabled: boolean }) {
  const view = useAvailabilityView(enabled);
  const send = useAvailabilityChange();
  const today = dayKeyInZone(new Date(), BUSINESS.timeZone);
  const data = enabled ? view.data : undefined;

  return (
    <Stack gap="md">
      <Title order={1}>Availability</Title>
      <Text>
        When homeowners can book a call ({BUSINESS.timeZoneLabel}). Closed and blocked time disappears from
        the booking pages at once.
      </Text>
      {enabled && view.isPending && <Text role="status">Loading availability...</Text>}
      {loadFailed(view) && <Text c="red.8">Error loading availability</Text>}
      {data && (
        <>
          <Card withBorder padding="lg" component="section" aria-labelledby="calls-in-closed-time">
            <Title order={2} size="h3" id="calls-in-closed-time" mb="sm">
              Booked calls in closed time
            </Title>
            <CallsInClosedTime calls={data.callsInClosedTime} />
          </Card>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Card withBorder padding="lg" component="section" aria-labelledby="blocked-days">
              <Title order={2} size="h3" id="blocked-days" mb="sm">
                Blocked days
              </Title>
              <Stack gap="md">
                <BlockDayForm today={today} onBlock={(body) => send('POST', '/blocked-days', body)} />
                <BlockedList
                  empty="No day is blocked."
                  onRemove={(path) => send('DELETE', path)}
                  items={data.blockedDays.map((b) => ({
                    key: b.day,
                    text: b.label ? `${dayLabel(b.day)} (${b.label})` : dayLabel(b.day),
                    path: blockedDayPath(b.day),
                  }))}
                />
              </Stack>
            </Card>
            <Card withBorder padding="lg" component="section" aria-labelledby="blocked-slots">
              <Title order={2} size="h3" id="blocked-slots" mb="sm">
                Blocked time slots
              </Title>
              <Stack gap="md">
                <BlockSlotForm today={today} onBlock={(body) => send('POST', '/blocked-slots', body)} />
                <BlockedList
                  empty="No time slot is blocked."
                  onRemove={(path) => send('DELETE', path)}
                  items={data.blockedSlots.map((b) => ({
                    key: `${b.day}|${b.time}`,
                    text: `${dayLabel(b.day)} at ${b.time}`,
                    path: blockedSlotPath(b.day, b.time),
                  }))}
                />
              </Stack>
            </Card>
          </SimpleGrid>
          <Card withBorder padding="lg" component="section">
            <WeeklyHoursForm
              saved={data.weeklyHours}
              onSave={(weeklyHours) => send('PUT', '/hours', { weeklyHours })}
            />
          </Card>
        </>
      )}
    </Stack>
  );
}
