import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense, lazy, useEffect, useState } from 'react';
import { onDelivered } from '../../lib/outbox/outbox-db';
import { outboxBadgeLabel } from './outbox-badge-label';
import classes from './outbox-indicator.module.css';
import { useOutboxItems } from '../../lib/outbox/use-outbox-items';

// The dialog (and Mantine's modal machinery) is fetched when the list is first opened: most
// visits never have anything saved, and every page loads this badge.
const OutboxListModal = lazy(() =>
  import('./outbox-list-modal').then((m) => ({ default: m.OutboxListModal })),
);

let started = false;

/**
 * A small badge while requests wait on this device (or while its storage cannot be read), opening
 * the list of them; it also starts the outbox's automatic sending and says when a saved request
 * was delivered. An open list stays open once everything is sent: it shows what was sent today.
 */
export function OutboxIndicator() {
  const { items, unreadable } = useOutboxItems();
  const [open, setOpen] = useState(false);
  const [listLoaded, setListLoaded] = useState(false);

  // The sender is fetched only while something waits: most visits never have anything saved.
  // Offline on a first visit the fetch can fail: it is tried again when the connection returns.
  useEffect(() => {
    if (started || items.length === 0) return;
    started = true;
    const start = () =>
      import('../../lib/outbox/outbox-sender').then(
        (m) => m.startOutbox(),
        () => window.addEventListener('online', () => void start(), { once: true }),
      );
    void start();
  }, [items.length]);

  useEffect(
    () =>
      onDelivered((item) =>
        notifications.show({ title: 'Sent', message: `${item.label} was delivered.`, color: 'green' }),
      ),
    [],
  );

  const label = outboxBadgeLabel(items, unreadable);
  if (!label && !open) return null;
  return (
    <aside aria-label="Saved requests">
      {label && (
        <Button
          className={classes.badge}
          // The page's end makes room for the badge while it shows (global.css).
          data-outbox-badge
          color="yellow.4"
          c="dark.9"
          radius="xl"
          onClick={() => {
            setListLoaded(true);
            setOpen(true);
          }}
          onPointerEnter={() => void import('./outbox-list-modal')}
        >
          {label}
        </Button>
      )}
      {listLoaded && (
        <Suspense fallback={null}>
          <OutboxListModal
            items={items}
            unreadable={unreadable}
            opened={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </aside>
  );
}
