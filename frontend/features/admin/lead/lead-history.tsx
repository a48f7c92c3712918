/** Every status and call change of a lead (what, who, when), newest first, ending with its arrival. */
import { Text } from '@mantine/core';
import type { LeadActivity } from '#shared/schemas/lead-status';
import { formatDateTime } from '../format';
import { changeText } from './activity-text';
import classes from './lead-activity.module.css';

export function LeadHistory({ receivedAt, activity }: { receivedAt: string; activity: LeadActivity }) {
  return (
    <ul className={classes.list} aria-label="Status changes, newest first">
      {[...activity.history].reverse().map((event) => (
        <li key={`${event.at}-${event.user}`} className={classes.item}>
          <Text fw={600}>{changeText(event)}</Text>
          {event.call?.reason && <Text className={classes.noteText}>Reason: {event.call.reason}</Text>}
          <Text size="sm" c="gray.7">
            {event.user} · {formatDateTime(event.at)}
          </Text>
        </li>
      ))}
      <li className={classes.item}>
        <Text fw={600}>Received</Text>
        <Text size="sm" c="gray.7">
          {formatDateTime(receivedAt)}
        </Text>
      </li>
    </ul>
  );
}
