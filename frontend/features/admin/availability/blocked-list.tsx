/** The blocked days or slots from today on, each with its Remove button. */
import { Button, Group, List, Text } from '@mantine/core';
import { useState } from 'react';
import { actionFailure } from '../action-failure';

export interface BlockedItem {
  key: string;
  text: string;
  /** The DELETE path of the block. */
  path: string;
}

export function BlockedList({
  items,
  empty,
  onRemove,
}: {
  items: BlockedItem[];
  empty: string;
  onRemove: (path: string) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async (item: BlockedItem) => {
    setFailure(null);
    try {
      await onRemove(item.path);
    } catch (error) {
      setFailure(actionFailure(error, `${item.text} is still blocked`));
    }
  };
  if (items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <>
      <List listStyleType="none" spacing={4}>
        {items.map((item) => (
          <List.Item key={item.key}>
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text flex={1}>{item.text}</Text>
              <Button
                flex="none"
                variant="subtle"
                color="brick"
                size="compact-sm"
                aria-label={`Remove ${item.text}`}
                onClick={() => void remove(item)}
              >
                Remove
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
      {failure && (
        <Text c="red.8" role="alert">
          {failure}
        </Text>
      )}
    </>
  );
}
