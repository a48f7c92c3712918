import { Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { downloadOutbox, isStoragePersisted } from '../../lib/outbox/outbox-export';

/**
 * While requests wait on a device whose browser has not made this site's storage persistent:
 * says they can be erased, and offers them as a file.
 */
export function EvictionWarning({ items }: { items: readonly OutboxItem[] }) {
  const [persisted, setPersisted] = useState(true);
  useEffect(() => {
    let live = true;
    void isStoragePersisted().then((answer) => live && setPersisted(answer));
    return () => {
      live = false;
    };
  }, [items.length]);
  if (persisted || items.length === 0) return null;
  return (
    <>
      <Text size="sm" mt="xs">
        This browser has not promised to keep them: clearing its site data, or not using this site for a long
        time, can erase them before they are sent. Save a copy to be safe.
      </Text>
      <Button size="xs" variant="default" mt="xs" onClick={() => downloadOutbox(items)}>
        Save to a file
      </Button>
    </>
  );
}
