/**
 * The leads still on the device, with their state, the CSV export and sign-out: refused while any
 * wait, and while the outbox has not been read or cannot be (none may be known to wait).
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { memo, useState } from 'react';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { OutboxItemCard } from '../../components/outbox/outbox-item-card';
import { downloadWaitingLeads } from './waiting-leads-csv';

// Every outbox change reads fresh copies of all items: a card redraws only when its own item changed.
const WaitingCard = memo(
  OutboxItemCard,
  ({ item: a }, { item: b }) =>
    a.seq === b.seq &&
    a.state === b.state &&
    a.attempts === b.attempts &&
    a.lastError === b.lastError &&
    a.label === b.label &&
    a.fieldErrors === b.fieldErrors,
);

const leads = (n: number) => `${n} lead${n === 1 ? ' is' : 's are'}`;

/** Whether the outbox's items are known: read, not read yet, or failing to read. */
export type OutboxReading = 'read' | 'reading' | 'unreadable';

export const UNREADABLE_OUTBOX =
  'The leads saved on this device cannot be read right now, so some may still be waiting to send. ' +
  'Keep this page open and do not clear this browser’s data; reading is tried again every few seconds.';

export function WaitingLeads({
  items,
  reading,
  onSignOut,
}: {
  /** The capture items of the outbox (the last known ones unless `reading` is 'read'). */
  items: readonly OutboxItem[];
  reading: OutboxReading;
  onSignOut: () => Promise<void>;
}) {
  const [notice, setNotice] = useState<string | undefined>();

  async function signOut() {
    if (reading !== 'read') {
      setNotice(
        'You cannot sign out yet: the leads saved on this device have not been read, so some may ' +
          'still be waiting to send. Try again once the list of waiting leads shows.',
      );
      return;
    }
    if (items.length > 0) {
      setNotice(
        `You cannot sign out yet: ${leads(items.length)} still waiting to send and would stay ` +
          'on this device without anyone signed in to send them. Wait until they are sent, or save ' +
          'them with "Export waiting leads" and hand the file in.',
      );
      return;
    }
    setNotice(undefined);
    try {
      await onSignOut();
    } catch {
      setNotice('Could not reach the server to sign out. Try again when the connection is back.');
    }
  }

  return (
    <Stack component="section" aria-labelledby="waiting-leads" gap="sm" mt="lg">
      <Title order={2} size="h3" id="waiting-leads">
        Waiting leads
      </Title>
      {reading === 'unreadable' && (
        <Alert color="red" role="alert" title="Waiting leads cannot be read">
          {UNREADABLE_OUTBOX}
        </Alert>
      )}
      {reading === 'reading' && items.length === 0 ? (
        <Text>Reading the leads saved on this device…</Text>
      ) : reading === 'read' && items.length === 0 ? (
        <Text>Every lead captured on this device has been sent.</Text>
      ) : items.length === 0 ? null : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <WaitingCard key={item.seq} item={item} />
          ))}
        </Stack>
      )}
      <Group gap="sm">
        <Button variant="default" disabled={items.length === 0} onClick={() => downloadWaitingLeads(items)}>
          Export waiting leads
        </Button>
        <Button variant="outline" color="red.9" onClick={() => void signOut()}>
          Sign out
        </Button>
      </Group>
      {notice && (
        <Alert color="orange" role="alert">
          {notice}
        </Alert>
      )}
    </Stack>
  );
}
