/** Where the canvasser names the event and themselves; kept on the device until changed. */
import '../../lib/zod-csp';
import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { CaptureEventSchema, type CaptureEvent } from '#shared/schemas/capture';

export function EventSetup({
  initial,
  onSave,
  onCancel,
}: {
  initial: Partial<CaptureEvent>;
  onSave: (event: CaptureEvent) => void;
  onCancel?: () => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<keyof CaptureEvent, string>>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = CaptureEventSchema.safeParse({
      eventName: data.get('eventName'),
      staffName: data.get('staffName'),
    });
    if (parsed.success) return onSave(parsed.data);
    const found: Partial<Record<keyof CaptureEvent, string>> = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as keyof CaptureEvent] ??= issue.message;
    setErrors(found);
  }

  return (
    <Paper component="section" aria-labelledby="capture-event" withBorder p="lg" radius="md">
      <Title order={2} size="h3" id="capture-event" mb="sm">
        Event
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            name="eventName"
            label="Event name"
            placeholder="e.g. Bergen County Home Show"
            defaultValue={initial.eventName}
            error={errors.eventName}
            required
            data-autofocus
          />
          <TextInput
            name="staffName"
            label="Staff name"
            defaultValue={initial.staffName}
            error={errors.staffName}
            required
          />
          <Button type="submit" size="md">
            Start capturing
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Keep the current event
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
