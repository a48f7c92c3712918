/** The list of saved requests, opened from the badge; its own chunk, loaded on the first open. */
import { Modal, Stack, Text } from '@mantine/core';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { EvictionWarning } from './eviction-warning';
import { OutboxItemCard } from '../../components/outbox/outbox-item-card';
import { SentToday } from './sent-today';

export function OutboxListModal({
  items,
  unreadable,
  opened,
  onClose,
}: {
  items: readonly OutboxItem[];
  unreadable: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Saved on this device">
      {unreadable && (
        <Text size="sm" c="red.9" mb="xs">
          This device&apos;s storage could not be read just now; trying again.
        </Text>
      )}
      {items.length > 0 ? (
        <Text size="sm">
          These requests are kept on this device and sent automatically when the connection is back; a change
          to a booking goes after the booking itself.
        </Text>
      ) : (
        !unreadable && <Text size="sm">Nothing is waiting on this device.</Text>
      )}
      <EvictionWarning items={items} />
      <Stack component="ul" gap="sm" p={0} mx={0} mb={0} mt="sm" style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <OutboxItemCard key={item.seq} item={item} />
        ))}
      </Stack>
      <SentToday />
    </Modal>
  );
}
