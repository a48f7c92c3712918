/**
 * A queued move of lander-d's booking met a taken time at sync (409): the visitor picks another
 * day and time here, in the saved-requests list, and the same request is sent again with them.
 */
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { retryItem } from '../../lib/outbox/outbox-sender';
import { scheduledDateFor } from '../../components/date-slot-picker/availability';
import { DateSlotPicker } from '../../components/date-slot-picker/date-slot-picker';
import { useSlotChoice } from '../../components/date-slot-picker/use-slot-choice';

export function RescheduleConflict({ item }: { item: OutboxItem }) {
  const [choosing, setChoosing] = useState(false);
  const { dayKey, time, picker } = useSlotChoice();
  const [sending, setSending] = useState(false);

  if (!choosing)
    return (
      <Button size="xs" mt="xs" onClick={() => setChoosing(true)}>
        Choose another time
      </Button>
    );

  const send = async () => {
    if (!dayKey || !time) return;
    setSending(true);
    const body = { ...(item.body as object), scheduledDate: scheduledDateFor(dayKey), scheduledTime: time };
    await retryItem(item, body, `Call time ${dayKey} ${time}`).finally(() => setSending(false));
  };

  return (
    <Stack gap="sm" mt="xs">
      <DateSlotPicker {...picker} fetchEnabled headingOrder={3} />
      <Button size="sm" disabled={!dayKey || !time || sending} onClick={() => void send()}>
        Send with this time
      </Button>
    </Stack>
  );
}
