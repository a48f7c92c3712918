/**
 * lander-d's two-step booking. Step 1 saves the contact details at once as a provisional
 * booking (so a visitor who leaves is still a lead); step 2 reschedules it to the chosen time.
 * Details changed after Back replace that booking: the new one names the earlier one, and the
 * server withdraws it once the new one is stored (replaced-placeholder.ts).
 */
import '../../lib/zod-csp';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { BookingContactSchema, type Booking } from '#shared/schemas/booking';
import { useCreateBooking, useRescheduleBooking } from './booking-api';
import { BookingContactFields } from './booking-contact-fields';
import { rescheduleFailureMessage, saveFailure, SAVE_FAILED } from './booking-errors';
import { scheduledDateFor } from '../../components/date-slot-picker/availability';
import { DateSlotPicker } from '../../components/date-slot-picker/date-slot-picker';
import {
  bookingDraft,
  CONTACT_FIELDS,
  dayKeyOf,
  provisionalDraft,
  type BookingFormValues,
} from './booking-form-values';
import { SmsConsent } from './sms-consent';
import {
  showBookingFailure,
  useBookingForm,
  useCreateBookingSubmit,
  useScheduleFields,
} from './use-booking-form';
import { createClientIdMemo } from '../../lib/client-id';
import { editTokenFor, rememberEditToken } from '../../lib/outbox/outbox-receipts';
import { savedOnDeviceState } from '../../lib/outbox/saved-on-device-state';
import { isOffline, isRetryableFailure, queueRequest } from '../../lib/outbox/queue-request';
import { isWaiting } from '../../lib/outbox/record-requests';
import { useHydrated } from '../../lib/use-hydrated';
import { createUrl, placeholderToReplace } from './replaced-placeholder';
import { keepStepOne, readStepOne, type SavedContact } from './lander-d-session';
import { ApiRequestError } from '../../lib/api-request';
import { newClientId } from '../../lib/client-id';

/** The contact details typed at step 1, as kept for a reload. */
const pickContact = (values: BookingFormValues): Partial<BookingFormValues> =>
  Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field]]));

/** The API refusing step 2's move for good: the edit token has expired or was replaced, or the record is gone. */
const tokenGone = (error: unknown) =>
  error instanceof ApiRequestError && [403, 404, 410].includes(error.status) && error.apiError !== undefined;

/** Step indicator, contact step, then date-and-time step. */
export function TwoStepBooking() {
  const navigate = useNavigate();
  const form = useBookingForm();
  const schedule = useScheduleFields(form);
  const [step, setStep] = useState<1 | 2>(1);
  const [saved, setSavedState] = useState<SavedContact | null>(null);
  // Kept for the tab too: a reload at step 2 comes back to the same record.
  const setSaved = (next: SavedContact | null) => {
    setSavedState(next);
    keepStepOne(next ? { saved: next, values: pickContact(form.getValues()) } : undefined);
  };
  const [continuing, setContinuing] = useState(false);
  const busy = useRef(false);
  const [idFor] = useState(() => createClientIdMemo());
  const saveContact = useCreateBooking();
  const reschedule = useRescheduleBooking();
  const createBooking = useCreateBookingSubmit(form, 'lander-d');
  const hydrated = useHydrated();

  // Move focus to the new step's heading, but not on first load.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);
  const goTo = (next: 1 | 2) => {
    stepChanged.current = true;
    setStep(next);
  };

  // Step 1 saved earlier in this tab (before a reload): its details, at step 2 again.
  useEffect(() => {
    const kept = readStepOne();
    if (!kept) return;
    form.reset({ ...form.getValues(), ...kept.values });
    setSavedState(kept.saved);
    setStep(2);
  }, [form]);

  const onContinue = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return; // a second press while the first is still saving
    busy.current = true;
    try {
      await continueWithContact();
    } finally {
      busy.current = false;
      setContinuing(false);
    }
  };

  const continueWithContact = async () => {
    if (!(await form.trigger([...CONTACT_FIELDS], { shouldFocus: true }))) return;
    const contact = BookingContactSchema.safeParse(form.getValues());
    if (!contact.success) return; // the same rules just passed; kept for the types
    if (!contact.data.willShowUp) {
      if (saved) setSaved(null);
      navigate(PATHS.home);
      return;
    }
    const draft = provisionalDraft({ ...contact.data, website: form.getValues('website') });
    const key = JSON.stringify(draft);
    // Back and forward again with the same details: the record saved before still stands.
    if (saved?.key === key) {
      goTo(2);
      return;
    }
    setContinuing(true);
    // Changed details: the new booking replaces the one saved with the earlier ones, which stays
    // until the new one is stored.
    const replaces = saved ? await placeholderToReplace(saved) : undefined;
    const id = idFor(draft);
    const name = draft.name;
    // Offline, or an online save that got no answer from us: both steps queue, in order, against
    // the same id (the create first, then the reschedule), and the visitor goes on to step 2.
    const saveOnDevice = (triedOnline: boolean) =>
      queueRequest({
        kind: 'booking',
        method: 'POST',
        url: createUrl(replaces),
        recordId: id,
        body: { ...draft, id, capturedAt: new Date().toISOString() },
        label: `Call request — ${draft.name}`,
        capturedAt: new Date().toISOString(),
        editTokenOf: replaces?.id,
        // The earlier create still waits: this one follows it, with the token its answer brings.
        waitsFor: replaces?.waits ? replaces.id : undefined,
        // Tried online with no answer: the server may have it, so it is withdrawn, never dropped.
        mayHaveArrived: triedOnline,
      }).then(
        () => {
          setSaved({ id, key, name });
          goTo(2);
        },
        () => notifications.show({ ...SAVE_FAILED, color: 'red' }),
      );
    if (isOffline() || replaces?.waits) return saveOnDevice(false);
    try {
      const record = await saveContact.mutateAsync({ body: { ...draft, id }, replaces });
      setSaved({ id: record?.id ?? id, key, name, editToken: record?.editToken });
      goTo(2);
    } catch (error) {
      if (isRetryableFailure(error)) await saveOnDevice(true);
      else notifications.show({ ...saveFailure(error), color: 'red' });
    }
  };

  const onBook = async (values: Booking) => {
    if (!saved) return createBooking.submit(values);
    const dayKey = dayKeyOf(form.getValues('scheduledDate'));
    if (!dayKey) return; // the schema has just required a date
    const body = { scheduledDate: scheduledDateFor(dayKey), scheduledTime: values.scheduledTime };
    // A step 1 sent by the outbox left its token there, once its answer arrived.
    const editToken = saved.editToken ?? (await editTokenFor(saved.id).catch(() => undefined));
    // Should the token no longer work when the outbox sends the move, this booking of the chosen
    // time is sent instead, naming the placeholder the server then withdraws.
    const replacementId = newClientId();
    const replacement = {
      ...bookingDraft(values, { dayKey, time: values.scheduledTime }, 'lander-d'),
      id: replacementId,
      capturedAt: new Date().toISOString(),
    };
    // Queued behind step 1 if that still waits; the outbox adds the token when it sends this.
    const saveOnDevice = async () => {
      if (editToken) await rememberEditToken(saved.id, editToken);
      await queueRequest({
        kind: 'reschedule',
        method: 'PATCH',
        url: `/api/booked-calls/${saved.id}`,
        recordId: saved.id,
        editTokenOf: saved.id,
        body,
        label: `Call time ${dayKey} ${values.scheduledTime}`,
        capturedAt: new Date().toISOString(),
        fallback: {
          recordId: replacementId,
          url: '/api/booked-calls',
          body: replacement,
          label: `Call booking — ${replacement.name}, ${dayKey} ${values.scheduledTime}`,
        },
      });
      keepStepOne(undefined);
      // Saved while the move, or the booking that may replace it, waits.
      navigate(PATHS.bookedCallThankYou, { state: savedOnDeviceState(saved.id, replacementId) });
    };
    // The token no longer moves it (past its hour, or the record is gone): the chosen time is
    // booked anew, naming the placeholder, which the server withdraws once the new one is stored.
    const bookAnew = async () => {
      if (await createBooking.submit(values, { id: saved.id, editToken, waits: false }))
        keepStepOne(undefined);
    };
    // Step 1 still waiting in the outbox: this move must follow it there (sent now it would find nothing).
    const stepOneWaits = await isWaiting(saved.id).catch(() => false);
    if (isOffline() || !editToken || stepOneWaits)
      return saveOnDevice().catch(() => notifications.show({ ...SAVE_FAILED, color: 'red' }));
    try {
      await reschedule.mutateAsync({ id: saved.id, body, editToken });
      keepStepOne(undefined);
      navigate(PATHS.bookedCallThankYou);
    } catch (error) {
      if (tokenGone(error)) return await bookAnew();
      // An online move that got no answer from us goes the offline way (the same move twice is harmless).
      if (isRetryableFailure(error))
        await saveOnDevice().catch(() => showBookingFailure(form, error, rescheduleFailureMessage(error)));
      else showBookingFailure(form, error, rescheduleFailureMessage(error));
    }
  };

  const booking = reschedule.isPending || createBooking.isPending;
  const ready = schedule.dayKey !== null && schedule.time !== '';

  return (
    <Paper withBorder shadow="sm" p="lg" maw={640} mx="auto">
      <Stack gap="xs" mb="lg">
        <Text fw={700} aria-live="polite">
          Step {step}/2
        </Text>
        <Progress value={step * 50} aria-label={`Step ${step} of 2`} />
      </Stack>
      {step === 1 ? (
        <form key="contact" onSubmit={onContinue} noValidate aria-label="Your contact details">
          <Stack gap="md">
            <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
              Your Contact Details
            </Title>
            <BookingContactFields form={form} />
            <Button type="submit" size="md" color="brick.8" disabled={!hydrated || continuing} fullWidth>
              {continuing ? 'Saving...' : 'Continue'}
            </Button>
            <SmsConsent />
          </Stack>
        </form>
      ) : (
        <form
          key="schedule"
          onSubmit={form.handleSubmit(onBook)}
          noValidate
          aria-label="Choose a date and time"
        >
          <Stack gap="md">
            <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
              Choose a Date and Time
            </Title>
            <DateSlotPicker
              dayKey={schedule.dayKey}
              onDayChange={schedule.setDay}
              time={schedule.time}
              onTimeChange={schedule.setTime}
              fetchEnabled={step === 2}
              dateError={schedule.dateError}
              timeError={schedule.timeError}
              headingOrder={3}
            />
            <Group justify="space-between">
              <Button variant="default" size="md" onClick={() => goTo(1)} disabled={booking}>
                Back
              </Button>
              <Button type="submit" size="md" color="brick.8" disabled={!ready || booking}>
                {booking ? 'Booking...' : 'Book My Call'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
