/** The list of saved requests, opened from the badge; its own chunk, loaded on the first open. */
import { Modal, Stack, Text } from '@mantine/core';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { EvictionWarning } from './eviction-warning';
import { OutboxItemCard } from './outbox-item-card';

export function OutboxListModal({
  items,
  opened,
  onClose,
}: {
  items: readonly OutboxItem[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Saved on this device">
      <Text size="sm">
        These requests are kept on this device and sent automatically, in order, when the connection is back.
      </Text>
      <EvictionWarning items={items} />
      <Stack component="ul" gap="sm" p={0} mx={0} mb={0} mt="sm" style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <OutboxItemCard key={item.seq} item={item} />
        ))}
      </Stack>
    </Modal>
  );
}
