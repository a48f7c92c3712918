/**
 * The capture loop's form: the estimate form's fields plus notes and the best time to call.
 * "Save lead" puts the lead in the outbox (it leaves only on the server's confirmation); once it
 * is stored there the form clears and the cursor goes to Name for the next person. A device that
 * does not store it in time keeps what was typed and says why. The same phone or email at the
 * same event warns first, from the device's own list.
 */
import { Alert, Button, Group, Paper, Stack, TextInput, Textarea } from '@mantine/core';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { TEXT_LIMITS } from '#shared/limits';
import type { CaptureEvent, CaptureFields, CaptureFieldsInput } from '#shared/schemas/capture';
import type { ContactInput } from '#shared/schemas/contact';
import { newClientId } from '../../lib/client-id';
import { fieldMessages } from '../../lib/field-messages';
import { lazyResolver } from '../../lib/lazy-resolver';
import { queueRequest } from '../../lib/outbox/queue-request';
import { EMPTY_ESTIMATE_FIELDS, EstimateFields, MESSAGE_FIELDS } from '../../components/estimate-fields';
import { appendToLog, earlierCapture, readLog, type CapturedLead } from './capture-device';

const EMPTY: CaptureFieldsInput = { ...EMPTY_ESTIMATE_FIELDS, bestTimeToCall: '' };

const resolver = lazyResolver<CaptureFieldsInput, CaptureFields>(() =>
  import('./capture-resolver').then((m) => m.captureResolver),
);

const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const noAutocomplete = () => undefined;

export function CaptureForm({
  event,
  onSaved,
}: {
  event: CaptureEvent;
  /** Told after each lead is kept on the device. */
  onSaved: (lead: CapturedLead) => void;
}) {
  const form = useForm<CaptureFieldsInput, unknown, CaptureFields>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [duplicate, setDuplicate] = useState<CapturedLead | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [round, setRound] = useState(0);
  const { errors } = form.formState;

  const save = useCallback(
    async (values: CaptureFields, confirmed: boolean) => {
      const earlier = earlierCapture(readLog(), { ...values, eventName: event.eventName });
      if (earlier && !confirmed) return setDuplicate(earlier);
      setFailure(undefined);
      setDuplicate(undefined);
      const lead = { ...values, ...event, id: newClientId(), capturedAt: new Date().toISOString() };
      // The form stays filled until the outbox holds the lead (addItem answers or fails within
      // OUTBOX_WRITE_TIMEOUT_MS): a tab closed meanwhile must not lose what was typed.
      try {
        await queueRequest({
          kind: 'capture',
          method: 'POST',
          url: '/api/capture/leads',
          recordId: lead.id,
          body: lead,
          label: `Lead — ${lead.name}`,
          capturedAt: lead.capturedAt,
        });
      } catch (error) {
        const why = error instanceof Error && error.message ? error.message : 'Storage is full or blocked.';
        setFailure(`This lead was not saved on this device: ${why} What you typed is still in the form.`);
        return;
      }
      // Cleared for the next person, rendered now rather than when React gets round to it (a
      // fresh set of inputs: the memoized fields would not re-register after a reset).
      flushSync(() => {
        form.reset(EMPTY);
        setRound((n) => n + 1);
      });
      document.getElementById('capture-name')?.focus();
      const captured: CapturedLead = {
        recordId: lead.id,
        name: lead.name,
        phone: lead.phone,
        email: lead.email,
        eventName: lead.eventName,
        capturedAt: lead.capturedAt,
      };
      appendToLog(captured);
      onSaved(captured);
    },
    [event, form, onSaved],
  );

  const onSubmit = form.handleSubmit((values) => save(values, false));
  const saveAnyway = form.handleSubmit((values) => save(values, true));
  const messages = fieldMessages(errors, MESSAGE_FIELDS);
  // The capture fields are the estimate's minus what the page and the server set; the honeypot
  // EstimateFields also registers is dropped by the schema.
  const register = form.register as unknown as UseFormRegister<ContactInput>;

  return (
    <Paper component="section" aria-label="New lead" withBorder p="md" radius="md">
      <form onSubmit={onSubmit} onFocus={resolver.preload} noValidate>
        <Stack gap="sm">
          <EstimateFields
            key={round}
            idPrefix="capture"
            register={register}
            messages={messages}
            withMessage={false}
            onAddressFocus={noAutocomplete}
            service=""
          />
          <TextInput
            id="capture-best-time"
            label="Best time to call"
            placeholder="e.g. weekday evenings"
            maxLength={TEXT_LIMITS.bestTimeToCall}
            error={errors.bestTimeToCall?.message}
            {...form.register('bestTimeToCall')}
          />
          <Textarea
            id="capture-notes"
            label="Notes"
            placeholder="What they want done, questions to follow up"
            rows={3}
            error={errors.message?.message}
            {...form.register('message')}
          />
          {duplicate && (
            <Alert
              color="orange"
              title={`Already captured at ${clock.format(new Date(duplicate.capturedAt))}`}
            >
              {duplicate.name} with this phone number or email was already captured at this event.
              <Group mt="xs" gap="xs">
                <Button type="button" size="sm" color="orange.9" onClick={() => void saveAnyway()}>
                  Save anyway
                </Button>
                <Button type="button" size="sm" variant="default" onClick={() => setDuplicate(undefined)}>
                  Edit this lead
                </Button>
              </Group>
            </Alert>
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {/* Disabled while a save runs: a double tap must not make two leads of one person. */}
          <Button type="submit" size="lg" color="brick.8" fullWidth disabled={form.formState.isSubmitting}>
            Save lead
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
