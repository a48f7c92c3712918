import { Anchor, Badge, Button, Card, Group, Text } from '@mantine/core';
import { Suspense, useContext, useState } from 'react';
import { ALREADY_BOOKED_MESSAGE } from '#shared/booking-messages';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { discardItem, retryItem } from '../../lib/outbox/outbox-sender';
import { ConflictTimeChooser } from './conflict-time-chooser';
import { FieldCorrections } from './field-corrections';

const STATE_TEXT: Record<OutboxItem['state'] | 'already-booked', { label: string; color: string }> = {
  // Filled, with text in contrast to each (a light yellow badge's text does not reach 4.5:1).
  pending: { label: 'Waiting to send', color: 'yellow.4' },
  conflict: { label: 'Time no longer available', color: 'orange.9' },
  rejected: { label: 'Not accepted', color: 'red.9' },
  /** A conflict of a booking whose person already has an upcoming call: no other time helps. */
  'already-booked': { label: 'Call already booked', color: 'orange.9' },
  'signed-out': { label: 'Sign in to send', color: 'blue.9' },
};

let when: Intl.DateTimeFormat | undefined;
/** Created on first use: an Intl formatter is costly to build while the page starts. */
const formatWhen = (date: Date) =>
  (when ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: BUSINESS.timeZone,
  })).format(date);

/** A queued move whose time was taken: choose another for the same booking (drawn by the booking feature). */
function ChooseTime({ item }: { item: OutboxItem }) {
  const renderChooser = useContext(ConflictTimeChooser);
  if (!renderChooser) return null;
  return (
    <>
      <Text size="sm" mt={4}>
        Someone booked that time first. Choose another time for the same call.
      </Text>
      <Suspense fallback={null}>{renderChooser({ item })}</Suspense>
    </>
  );
}

/** One saved request with its state and what the visitor can do with it. */
export function OutboxItemCard({ item }: { item: OutboxItem }) {
  const [confirming, setConfirming] = useState(false);
  const alreadyBooked = item.state === 'conflict' && (item.lastError ?? '').endsWith(ALREADY_BOOKED_MESSAGE);
  const state = STATE_TEXT[alreadyBooked ? 'already-booked' : item.state];
  // A body the API refused field by field is corrected here, never left parked without a way out.
  const corrections = item.state === 'rejected' ? item.fieldErrors : undefined;
  // A change the API refused for good (its link expired, the booking is gone): no retry can send it.
  const changeRefused = item.state === 'rejected' && item.method !== 'POST' && !corrections;
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={700}>{item.label}</Text>
        <Badge color={state.color} variant="filled" autoContrast>
          {state.label}
        </Badge>
      </Group>
      <Text size="sm" c="dark.5">
        Saved {formatWhen(new Date(item.capturedAt))} · {item.attempts} attempt
        {item.attempts === 1 ? '' : 's'}
      </Text>
      {item.lastError && (
        <Text size="sm" c="red.9">
          Last error: {item.lastError}
        </Text>
      )}
      {item.state === 'conflict' && item.kind === 'reschedule' && <ChooseTime item={item} />}
      {alreadyBooked && (
        <Text size="sm" mt={4}>
          This person already has a call booked, so this request was not: discard it.
        </Text>
      )}
      {item.state === 'conflict' && item.kind !== 'reschedule' && !alreadyBooked && (
        <Text size="sm" mt={4}>
          Someone booked that time first. <Anchor href={PATHS.landerC}>Pick another time</Anchor>, then
          discard this one.
        </Text>
      )}
      {item.state === 'signed-out' && (
        <Text size="sm" mt={4}>
          The session ended before it was sent.{' '}
          <Anchor href={PATHS.capture}>Sign in on the capture page</Anchor> and it goes out.
        </Text>
      )}
      {changeRefused && (
        <Text size="sm" mt={4}>
          This change can no longer be sent from this device. Call us at {BUSINESS.phone.display} to set the
          time of your call, then discard it.
        </Text>
      )}
      {corrections && <FieldCorrections key={JSON.stringify(corrections)} item={item} errors={corrections} />}
      {confirming ? (
        <Group mt="xs" gap="xs">
          <Text size="sm">Discard this request? It will not be sent.</Text>
          <Button size="xs" color="red" onClick={() => void discardItem(item.seq!)}>
            Yes, discard
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </Group>
      ) : (
        <Group mt="xs" gap="xs">
          {item.state !== 'conflict' && item.state !== 'signed-out' && !corrections && !changeRefused && (
            <Button size="xs" onClick={() => void retryItem(item)}>
              Send now
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
            Discard
          </Button>
        </Group>
      )}
    </Card>
  );
}
