/** Cancelling asks once more, naming the call, before the slot is given up. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MANAGE_CALL_COPY as COPY } from './manage-call-copy';
import { isInvalidLink, serverMessage, useCancelManagedCall } from './manage-call-api';

export function CancelCallConfirm({
  token,
  when,
  onDone,
  onBack,
  onLinkGone,
}: {
  token: string;
  when: string;
  onDone: () => void;
  onBack: () => void;
  onLinkGone: () => void;
}) {
  const cancel = useCancelManagedCall(token);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    setFailure(null);
    cancel.mutate(undefined, {
      onSuccess: onDone,
      onError: (error) =>
        isInvalidLink(error) ? onLinkGone() : setFailure(serverMessage(error) ?? COPY.saveFailed),
    });
  };
  return (
    <Stack gap="md" align="center" ta="center">
      <Text fw={600}>Cancel your call on {when}?</Text>
      {failure && (
        <Alert color="brick" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="center" gap="sm">
        <Button size="md" color="brick" loading={cancel.isPending} onClick={confirm}>
          {COPY.confirmCancel}
        </Button>
        <Button size="md" variant="subtle" onClick={onBack}>
          {COPY.keepCall}
        </Button>
      </Group>
    </Stack>
  );
}
