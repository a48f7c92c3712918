/**
 * A booked call's state (booked, rescheduled from the earlier time, cancelled by whom and when)
 * and the owner's controls: Reschedule to any open slot up to OWNER_RESCHEDULE_DAYS ahead, and
 * Cancel call with an optional reason. A cancelled call keeps its lead and status; it only loses
 * its controls.
 */
import '../../../lib/zod-csp';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { OWNER_RESCHEDULE_DAYS } from '#shared/limits';
import { CANCEL_REASON_MAX, type BookingRecord } from '#shared/schemas/booking';
import type { LeadActivity } from '#shared/schemas/lead-status';
import { scheduledDateFor } from '../../../components/date-slot-picker/availability';
import { DateSlotPicker } from '../../../components/date-slot-picker/date-slot-picker';
import { callStateText } from '../call-state';
import { CallFailureAlert } from './call-failure-alert';
import { callTime } from './lead-fields';
import { postCancelCall, postReschedule } from './lead-api';
import { useCallChange } from './use-call-change';
import { useSlotChoice } from '../../../components/date-slot-picker/use-slot-choice';

type Mode = 'view' | 'reschedule' | 'cancel';

export function LeadCallPanel({ booking, activity }: { booking: BookingRecord; activity: LeadActivity }) {
  const [mode, setMode] = useState<Mode>('view');
  const cancelled = booking.call?.state === 'cancelled';
  return (
    <Stack gap="md">
      <div>
        <Text fw={700} td={cancelled ? 'line-through' : undefined}>
          {callTime(booking)}
        </Text>
        <Text>{callStateText(booking.call)}</Text>
        {cancelled && booking.call?.reason && (
          <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            Reason: {booking.call.reason}
          </Text>
        )}
      </div>
      {!cancelled && mode === 'view' && (
        <Group gap="sm">
          <Button onClick={() => setMode('reschedule')}>Reschedule</Button>
          <Button variant="outline" color="brick" onClick={() => setMode('cancel')}>
            Cancel call
          </Button>
        </Group>
      )}
      {!cancelled && mode === 'reschedule' && (
        <OwnerReschedule leadId={booking.id} version={activity.version} onClose={() => setMode('view')} />
      )}
      {!cancelled && mode === 'cancel' && (
        <OwnerCancel leadId={booking.id} version={activity.version} onClose={() => setMode('view')} />
      )}
    </Stack>
  );
}

interface ChangeProps {
  leadId: string;
  /** The activity version the page shows: the change is made on it. */
  version: number;
  onClose: () => void;
}

function OwnerReschedule({ leadId, version, onClose }: ChangeProps) {
  const { dayKey, time, setTime, picker } = useSlotChoice();
  const { send, failure, sending } = useCallChange(leadId, 'reschedule the call');
  const save = async () => {
    if (!dayKey || !time) return;
    const done = await send(() =>
      postReschedule(leadId, { scheduledDate: scheduledDateFor(dayKey), scheduledTime: time, version }),
    );
    if (done) onClose();
    // A taken slot: the picker reads the day again and drops the time, so another is picked.
    else setTime('');
  };
  return (
    <Stack gap="md">
      <DateSlotPicker
        {...picker}
        fetchEnabled
        queuesOffline={false}
        headingOrder={3}
        windowDays={OWNER_RESCHEDULE_DAYS}
      />
      <CallFailureAlert failure={failure} />
      <Group gap="sm">
        <Button disabled={!dayKey || !time} loading={sending} onClick={() => void save()}>
          Save new time
        </Button>
        <Button variant="subtle" onClick={onClose}>
          Keep the time
        </Button>
      </Group>
    </Stack>
  );
}

function OwnerCancel({ leadId, version, onClose }: ChangeProps) {
  const [reason, setReason] = useState('');
  const { send, failure, sending } = useCallChange(leadId, 'cancel the call');
  const confirm = async () => {
    const text = reason.trim();
    const done = await send(() => postCancelCall(leadId, { ...(text ? { reason: text } : {}), version }));
    if (done) onClose();
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dark.5">
        The slot is freed and the homeowner is told the call is cancelled. The lead and its status stay as
        they are.
      </Text>
      <Textarea
        label="Reason"
        description="Optional"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        maxLength={CANCEL_REASON_MAX}
        autosize
        minRows={2}
      />
      <CallFailureAlert failure={failure} />
      <Group gap="sm">
        <Button color="brick" loading={sending} onClick={() => void confirm()}>
          Yes, cancel the call
        </Button>
        <Button variant="subtle" onClick={onClose}>
          Keep the call
        </Button>
      </Group>
    </Stack>
  );
}
