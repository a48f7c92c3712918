/**
 * Blocking time off: a whole day (with an optional label, e.g. a holiday) or one slot of a day.
 * The day is a native date field: the owner's own keyboard and calendar, on a phone too.
 */
import '../../../lib/zod-csp';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { TIME_SLOTS } from '#shared/options';
import { BlockDaySchema, BlockSlotSchema } from '#shared/schemas/availability';
import { actionFailure } from '../action-failure';

type Submit = (body: object) => Promise<void>;

/** Runs a block: checks it with `schema`, sends it, and answers the error to show (null: done). */
async function sendBlock(
  schema: typeof BlockDaySchema | typeof BlockSlotSchema,
  body: object,
  submit: Submit,
): Promise<string | null> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return parsed.error.issues[0].message;
  try {
    await submit(parsed.data);
    return null;
  } catch (error) {
    return actionFailure(error, 'Not blocked');
  }
}

function useBlockForm(schema: typeof BlockDaySchema | typeof BlockSlotSchema, submit: Submit) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (event: FormEvent, body: object, done: () => void) => {
    event.preventDefault();
    setBusy(true);
    const failure = await sendBlock(schema, body, submit);
    setBusy(false);
    setError(failure);
    if (!failure) done();
  };
  return { error, busy, run };
}

export function BlockDayForm({ today, onBlock }: { today: string; onBlock: Submit }) {
  const [day, setDay] = useState('');
  const [label, setLabel] = useState('');
  const { error, busy, run } = useBlockForm(BlockDaySchema, onBlock);
  const submit = (e: FormEvent) =>
    run(e, { day, label }, () => {
      setDay('');
      setLabel('');
    });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Block a day">
      <Stack gap="xs">
        <Group gap="sm" align="end" wrap="wrap">
          <TextInput
            type="date"
            label="Day"
            min={today}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
          />
          <TextInput
            label="Label (optional)"
            placeholder="Holiday"
            maxLength={100}
            value={label}
            onChange={(e) => setLabel(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            Block day
          </Button>
        </Group>
        {error && (
          <Alert color="brick" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

export function BlockSlotForm({ today, onBlock }: { today: string; onBlock: Submit }) {
  const [day, setDay] = useState('');
  const [time, setTime] = useState<string>(TIME_SLOTS[0]);
  const { error, busy, run } = useBlockForm(BlockSlotSchema, onBlock);
  const submit = (e: FormEvent) => run(e, { day, time }, () => setDay(''));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Block a time slot">
      <Stack gap="xs">
        <Group gap="sm" align="end" wrap="wrap">
          <TextInput
            type="date"
            label="Day"
            min={today}
            value={day}
            onChange={(e) => setDay(e.currentTarget.value)}
          />
          <NativeSelect
            label="Time"
            data={[...TIME_SLOTS]}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy}>
            Block slot
          </Button>
        </Group>
        {error && (
          <Alert color="brick" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
