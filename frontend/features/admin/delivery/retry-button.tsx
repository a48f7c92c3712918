import { Button } from '@mantine/core';
import { useState } from 'react';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { actionFailure } from '../action-failure';
import { retryDelivery } from './delivery-api';

/** "Retry now" for one message; reports the queued message or why it was refused. */
export function RetryButton({
  record,
  onRetried,
  onError,
}: {
  record: DeliveryRecord;
  onRetried: (queued: DeliveryRecord) => void;
  onError: (message: string) => void;
}) {
  const [pending, setPending] = useState(false);
  async function retry() {
    setPending(true);
    try {
      onRetried(await retryDelivery(record.id));
    } catch (error) {
      onError(actionFailure(error, 'Could not retry'));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button size="xs" variant="light" onClick={retry} loading={pending}>
      Retry now
    </Button>
  );
}
