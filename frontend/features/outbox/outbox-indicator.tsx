import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { onDelivered } from '../../lib/outbox/outbox-db';
import { startOutbox } from '../../lib/outbox/outbox-sender';
import { OutboxItemCard } from './outbox-item-card';
import classes from './outbox-indicator.module.css';
import { useOutboxItems } from './use-outbox-items';

let started = false;

/**
 * A small badge while requests wait on this device, opening the list of them; it also starts the
 * outbox's automatic sending and says when a saved request was delivered.
 */
export function OutboxIndicator() {
  const items = useOutboxItems();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!started && typeof indexedDB !== 'undefined') {
      started = true;
      startOutbox();
    }
    return onDelivered((item) =>
      notifications.show({ title: 'Sent', message: `${item.label} was delivered.`, color: 'green' }),
    );
  }, []);

  if (items.length === 0) return null;
  const waiting = items.filter((i) => i.state === 'pending').length;
  const label = waiting
    ? `${waiting} saved request${waiting === 1 ? '' : 's'} waiting to send`
    : `${items.length} saved request${items.length === 1 ? '' : 's'} need${items.length === 1 ? 's' : ''} attention`;
  return (
    <aside aria-label="Saved requests">
      <Button className={classes.badge} color="yellow.4" c="dark.9" radius="xl" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title="Saved on this device">
        <Text size="sm" mb="sm">
          These requests are kept on this device and sent automatically, in order, when the connection is
          back.
        </Text>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <OutboxItemCard key={item.seq} item={item} />
          ))}
        </Stack>
      </Modal>
    </aside>
  );
}
