/**
 * The owner's notes on a lead, newest first, and the form that adds one. Notes are only ever
 * added; their text is shown as text with its line breaks, never as markup.
 */
import '../../../lib/zod-csp';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { LeadActivity, LeadNote, NoteInput } from '#shared/schemas/lead-status';
import { formatDateTime } from '../format';
import { changeFailure, noteResolver, postNote, useActivityUpdate } from './lead-api';
import classes from './lead-activity.module.css';

function NoteList({ notes }: { notes: readonly LeadNote[] }) {
  if (notes.length === 0) return <Text c="dimmed">No notes yet</Text>;
  return (
    <ul className={classes.list} aria-label="Notes, newest first">
      {[...notes].reverse().map((note) => (
        <li key={`${note.at}-${note.user}`} className={classes.item}>
          <Text size="sm" c="gray.7">
            {note.user} · {formatDateTime(note.at)}
          </Text>
          <Text className={classes.noteText}>{note.text}</Text>
        </li>
      ))}
    </ul>
  );
}

export function LeadNotes({ leadId, activity }: { leadId: string; activity: LeadActivity }) {
  const { setActivity, onError } = useActivityUpdate(leadId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NoteInput, unknown, NoteInput>({
    resolver: noteResolver,
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (note) => {
    setFailure(null);
    try {
      setActivity(await postNote(leadId, note));
      form.reset({ text: '' });
    } catch (error) {
      // The typed note stays in the field, so nothing is lost on a failed send.
      onError(error);
      setFailure(changeFailure(error, 'add the note'));
    }
  });

  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} noValidate className={classes.form}>
        <Stack gap="sm">
          <Textarea
            label="Note"
            autosize
            minRows={3}
            maxRows={12}
            error={errors.text?.message}
            {...form.register('text')}
          />
          {failure && (
            <Alert color="brick" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      <NoteList notes={activity.notes} />
    </Stack>
  );
}
