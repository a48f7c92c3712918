import { Button } from '@mantine/core';
import { useState } from 'react';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { ApiRequestError } from '../../../lib/api-request';
import { retryDelivery, serverMessage } from './delivery-api';

/** Why a retry was refused, in words for the owner. */
export function retryFailure(error: unknown): string {
  if (error instanceof ApiRequestError)
    return `Could not retry: ${serverMessage(error) ?? `the server answered ${error.status}`}`;
  return 'Could not retry: no connection to the server.';
}

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
      onError(retryFailure(error));
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
