/**
 * Blocking time off: a whole day (with an optional label, e.g. a holiday) or one slot of a day.
 * The day is a native date field: the owner's own keyboard and calendar, on a phone too.
 */
import '../../../lib/zod-csp';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { TIME_SLOTS } from '#shared/options';
import { BLOCK_LABEL_MAX, BlockDaySchema, BlockSlotSchema } from '#shared/schemas/availability';
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

interface BlockFormProps {
  /** The form's accessible name. */
  name: string;
  button: string;
  schema: typeof BlockDaySchema | typeof BlockSlotSchema;
  /** What the fields hold now; sent when the form is submitted. */
  body: object;
  onBlock: Submit;
  /** Clears the fields once the block is made. */
  onDone: () => void;
  children: ReactNode;
}

/** The frame both block forms share: their fields in a row, the button, and the error under them. */
function BlockForm({ name, button, schema, body, onBlock, onDone, children }: BlockFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const failure = await sendBlock(schema, body, onBlock);
    setBusy(false);
    setError(failure);
    if (!failure) onDone();
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={name}>
      <Stack gap="xs">
        <Group gap="sm" align="end" wrap="wrap">
          {children}
          <Button type="submit" loading={busy}>
            {button}
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

/** The native date field of both forms, from today on. */
function DayField({ today, day, setDay }: { today: string; day: string; setDay: (day: string) => void }) {
  return (
    <TextInput
      type="date"
      label="Day"
      min={today}
      value={day}
      onChange={(e) => setDay(e.currentTarget.value)}
    />
  );
}

export function BlockDayForm({ today, onBlock }: { today: string; onBlock: Submit }) {
  const [day, setDay] = useState('');
  const [label, setLabel] = useState('');
  const done = () => {
    setDay('');
    setLabel('');
  };
  return (
    <BlockForm
      name="Block a day"
      button="Block day"
      schema={BlockDaySchema}
      body={{ day, label }}
      onBlock={onBlock}
      onDone={done}
    >
      <DayField today={today} day={day} setDay={setDay} />
      <TextInput
        label="Label (optional)"
        placeholder="Holiday"
        maxLength={BLOCK_LABEL_MAX}
        value={label}
        onChange={(e) => setLabel(e.currentTarget.value)}
      />
    </BlockForm>
  );
}

export function BlockSlotForm({ today, onBlock }: { today: string; onBlock: Submit }) {
  const [day, setDay] = useState('');
  const [time, setTime] = useState<string>(TIME_SLOTS[0]);
  return (
    <BlockForm
      name="Block a time slot"
      button="Block slot"
      schema={BlockSlotSchema}
      body={{ day, time }}
      onBlock={onBlock}
      onDone={() => setDay('')}
    >
      <DayField today={today} day={day} setDay={setDay} />
      <NativeSelect
        label="Time"
        data={[...TIME_SLOTS]}
        value={time}
        onChange={(e) => setTime(e.currentTarget.value)}
      />
    </BlockForm>
  );
}
