import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { CHANNELS, CHANNEL_LABELS, canRetry, deliveryStateText } from './delivery-text';
import { RetryButton } from './retry-button';

const attemptsText = (n: number) => `${n} attempt${n === 1 ? '' : 's'}`;

/** A lead's messages (owner, homeowner, webhook), each with its state and, when due, "Retry now". */
export function LeadDeliveries({
  deliveries,
  onChanged,
}: {
  deliveries: readonly DeliveryRecord[];
  onChanged: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  if (deliveries.length === 0) return <Text>No messages for this lead</Text>;
  const ordered = [...deliveries].sort((a, b) => CHANNELS.indexOf(a.channel) - CHANNELS.indexOf(b.channel));
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      )}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {ordered.map((record) => (
          <Paper component="li" key={record.id} withBorder p="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Text fw={700}>{CHANNEL_LABELS[record.channel]}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {deliveryStateText(record)}
                </Text>
                {record.state !== 'sent' && (
                  <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                    To {record.to.join(', ')} · {attemptsText(record.attempts)}
                    {record.file ? ` · ${record.file}` : ''}
                  </Text>
                )}
              </Stack>
              {canRetry(record) && (
                <RetryButton
                  record={record}
                  onRetried={() => {
                    setError(null);
                    onChanged();
                  }}
                  onError={setError}
                />
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
