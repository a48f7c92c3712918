/**
 * The booked calls that sit in time now closed or blocked: they stay booked, so the owner opens
 * each lead to move or cancel the call.
 */
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { adminLeadPath } from '#shared/routes';
import type { CallInClosedTime } from '#shared/schemas/availability';
import { dayLabel } from './day-label';

export function CallsInClosedTime({ calls }: { calls: CallInClosedTime[] }) {
  if (calls.length === 0) return <Text c="dimmed">No booked call sits in closed or blocked time.</Text>;
  return (
    <>
      <Text size="sm" mb="xs">
        These calls were booked before the time was closed and are still on. Open each to move or cancel it.
      </Text>
      <List spacing={4}>
        {calls.map((call) => (
          <List.Item key={call.id}>
            <Anchor component={Link} to={adminLeadPath(call.id)}>
              {call.name}
            </Anchor>{' '}
            — {dayLabel(call.day)} at {call.scheduledTime}
          </List.Item>
        ))}
      </List>
    </>
  );
}
