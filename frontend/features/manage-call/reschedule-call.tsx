/** Moving the call: the booking pages' picker and window; a time taken meanwhile is said and another picked. */
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { scheduledDateFor } from '../../components/date-slot-picker/availability';
import { DateSlotPicker } from '../../components/date-slot-picker/date-slot-picker';
import { MANAGE_CALL_COPY as COPY } from './manage-call-copy';
import { isInvalidLink, isSlotTaken, serverMessage, useRescheduleManagedCall } from './manage-call-api';
import { useSlotChoice } from '../../components/date-slot-picker/use-slot-choice';

export function RescheduleCall({
  token,
  onDone,
  onBack,
  onLinkGone,
}: {
  token: string;
  onDone: () => void;
  onBack: () => void;
  onLinkGone: () => void;
}) {
  const { dayKey, time, setTime, picker } = useSlotChoice();
  const [failure, setFailure] = useState<string | null>(null);
  const reschedule = useRescheduleManagedCall(token);

  const save = () => {
    if (!dayKey || !time) return;
    setFailure(null);
    reschedule.mutate(
      { scheduledDate: scheduledDateFor(dayKey), scheduledTime: time },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isInvalidLink(error)) return onLinkGone();
          // Taken: the picker refetches the day and drops the time, so they pick again.
          if (isSlotTaken(error)) setTime('');
          setFailure(serverMessage(error) ?? COPY.saveFailed);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <DateSlotPicker {...picker} fetchEnabled queuesOffline={false} />
      {failure && (
        <Alert color="brick" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group gap="sm">
        <Button size="md" disabled={!dayKey || !time} loading={reschedule.isPending} onClick={save}>
          {COPY.saveTime}
        </Button>
        <Button size="md" variant="subtle" onClick={onBack}>
          {COPY.keepTime}
        </Button>
      </Group>
    </Stack>
  );
}
