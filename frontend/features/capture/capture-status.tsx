/** The bar that stays in view: the event, who captures, and the three counts. */
import { Badge, Button, Group, Text, Title } from '@mantine/core';
import type { CaptureEvent } from '#shared/schemas/capture';
import classes from './capture.module.css';

export interface CaptureCounts {
  capturedToday: number;
  /** Undefined while the outbox has not been read, or cannot be: never a made-up 0. */
  waiting: number | undefined;
  sent: number;
}

export function CaptureStatus({
  event,
  counts,
  online,
  onChangeEvent,
}: {
  event?: CaptureEvent;
  counts: CaptureCounts;
  online: boolean;
  onChangeEvent?: () => void;
}) {
  return (
    <div className={classes.statusBar} role="region" aria-label="Capture status">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Title order={1} size="h4" lh={1.2}>
            {event ? event.eventName : 'Capture leads'}
          </Title>
          {event && <Text size="sm">{`Staff: ${event.staffName}`}</Text>}
        </div>
        <Group gap="xs">
          {!online && (
            <Badge color="dark" variant="filled" size="lg">
              Offline
            </Badge>
          )}
          {onChangeEvent && (
            <Button variant="default" size="sm" onClick={onChangeEvent}>
              Change event
            </Button>
          )}
        </Group>
      </Group>
      <ul className={classes.counts} aria-label="Counts">
        <li>{`Captured today: ${counts.capturedToday}`}</li>
        <li data-waiting={counts.waiting !== 0 || undefined}>
          {`Waiting to send: ${counts.waiting ?? 'not known yet'}`}
        </li>
        <li>{`Sent: ${counts.sent}`}</li>
      </ul>
    </div>
  );
}
