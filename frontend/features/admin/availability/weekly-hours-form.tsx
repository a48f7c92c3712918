/**
 * The open weekdays and hours: per weekday open or closed, and the first and last call slot.
 * Checked with the schema the server uses before it is sent.
 */
import '../../../lib/zod-csp';
import { Alert, Button, Checkbox, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { TIME_SLOTS } from '#shared/options';
import { WEEKDAYS, WeeklyHoursSchema, type OpenDay, type WeeklyHours } from '#shared/schemas/availability';
import { actionFailure } from '../action-failure';

export function WeeklyHoursForm({
  saved,
  onSave,
}: {
  saved: WeeklyHours;
  onSave: (hours: WeeklyHours) => Promise<void>;
}) {
  const [hours, setHours] = useState(saved);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<OpenDay>) =>
    setHours((all) => all.map((day, i) => (i === index ? { ...day, ...patch } : day)));

  const save = async () => {
    const parsed = WeeklyHoursSchema.safeParse(hours);
    if (!parsed.success) {
      const at = parsed.error.issues[0];
      const weekday = typeof at.path[0] === 'number' ? `${WEEKDAYS[at.path[0]]}: ` : '';
      return setMessage({ ok: false, text: weekday + at.message });
    }
    setBusy(true);
    try {
      await onSave(parsed.data);
      setMessage({ ok: true, text: 'Open hours saved.' });
    } catch (error) {
      setMessage({ ok: false, text: actionFailure(error, 'The hours were not saved') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Open hours
      </Title>
      <Text size="sm">Calls can be booked on open days, from the first through the last call slot.</Text>
      {hours.map((day, i) => (
        <Group key={WEEKDAYS[i]} gap="sm" align="end" wrap="wrap">
          <Checkbox
            label={WEEKDAYS[i]}
            checked={day.open}
            onChange={(e) => change(i, { open: e.currentTarget.checked })}
            w={120}
            mb={8}
          />
          {/* The two selects wrap as one, under the weekday on a phone. */}
          <Group gap="sm" wrap="nowrap">
            <NativeSelect
              label="First call"
              aria-label={`${WEEKDAYS[i]} first call`}
              data={[...TIME_SLOTS]}
              value={day.first}
              disabled={!day.open}
              onChange={(e) => change(i, { first: e.currentTarget.value as OpenDay['first'] })}
              size="xs"
            />
            <NativeSelect
              label="Last call"
              aria-label={`${WEEKDAYS[i]} last call`}
              data={[...TIME_SLOTS]}
              value={day.last}
              disabled={!day.open}
              onChange={(e) => change(i, { last: e.currentTarget.value as OpenDay['last'] })}
              size="xs"
            />
          </Group>
        </Group>
      ))}
      {message && (
        <Alert color={message.ok ? 'green' : 'brick'} variant="light" role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void save()} loading={busy}>
          Save hours
        </Button>
      </Group>
    </Stack>
  );
}
