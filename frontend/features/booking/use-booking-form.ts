/** The booking form both landers hold, its schedule binding, and the create-a-booking submit. */
import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PATHS } from '#shared/routes';
import type { Booking } from '#shared/schemas/booking';
import { useCreateBooking } from './booking-api';
import type { BookingForm } from './booking-contact-fields';
import {
  BOOKING_FAILED_TITLE,
  bookingFailureMessage,
  isSlotTaken,
  serverFieldErrors,
} from './booking-errors';
import {
  bookingDraft,
  dayKeyOf,
  EMPTY_BOOKING_FORM,
  type BookingFormValues,
  type BookingReferrer,
} from './booking-form-values';
import { useInIslandRoot } from '../../islands/island';
import { createClientIdMemo } from '../../lib/client-id';
import { lazyResolver } from '../../lib/lazy-resolver';
import { usePageNavigation } from '../../lib/page-navigation';
import { savedOnDeviceState } from '../../lib/outbox/saved-on-device-state';
import { isOffline, isRetryableFailure, queueRequest } from '../../lib/outbox/queue-request';
import { createUrl, type ReplacedPlaceholder } from './replaced-placeholder';

const resolver = lazyResolver<BookingFormValues, Booking>(() =>
  import('./booking-resolver').then((m) => m.bookingResolver),
);

/** One form over contact details and schedule, validated by the schema the server uses. */
export function useBookingForm(): BookingForm {
  return useForm<BookingFormValues, unknown, Booking>({
    resolver,
    defaultValues: EMPTY_BOOKING_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** The chosen day and time as the date-slot picker reads and sets them. */
export function useScheduleFields(form: BookingForm) {
  const [dayKey, time] = useWatch({ control: form.control, name: ['scheduledDate', 'scheduledTime'] });
  const { errors, isSubmitted } = form.formState;
  const { setValue } = form;
  const setDay = useCallback(
    (key: string) => {
      setValue('scheduledDate', key, { shouldDirty: true, shouldValidate: isSubmitted });
      // A time belongs to its day: a new day means choosing the time again.
      setValue('scheduledTime', '', { shouldDirty: true });
    },
    [setValue, isSubmitted],
  );
  const setTime = useCallback(
    (slot: string) =>
      setValue('scheduledTime', slot, { shouldDirty: true, shouldValidate: isSubmitted && slot !== '' }),
    [setValue, isSubmitted],
  );
  return {
    dayKey: dayKeyOf(dayKey),
    time: time ?? '',
    setDay,
    setTime,
    dateError: errors.scheduledDate?.message,
    timeError: errors.scheduledTime?.message,
  };
}

const FORM_FIELDS: readonly string[] = Object.keys(EMPTY_BOOKING_FORM);

/**
 * A failed booking: the 'Booking Failed' toast, the server's field messages under the fields,
 * and after a 409 the taken time un-chosen. Everything typed stays.
 */
export function showBookingFailure(form: BookingForm, error: unknown, message: string): void {
  notifications.show({ title: BOOKING_FAILED_TITLE, color: 'red', message });
  if (isSlotTaken(error)) form.setValue('scheduledTime', '');
  for (const [field, fieldMessage] of Object.entries(serverFieldErrors(error))) {
    if (FORM_FIELDS.includes(field))
      form.setError(field as keyof BookingFormValues, { message: fieldMessage });
  }
}

/**
 * Submit a valid form as a new booking, or leave for the home page when the answer is No.
 * `replaces`: lander-d's placeholder this booking takes the place of (the server withdraws it after).
 */
export function useCreateBookingSubmit(form: BookingForm, referrer: BookingReferrer) {
  const goToPage = usePageNavigation();
  const inIsland = useInIslandRoot();
  const [savedHere, setSavedHere] = useState(false);
  const create = useCreateBooking();
  // One id per distinct submission: a retry of the same one can never make a second booking.
  const [idFor] = useState(() => createClientIdMemo());

  /** Answers whether the booking was made or kept on the device. */
  const submit = async (values: Booking, replaces?: ReplacedPlaceholder): Promise<boolean> => {
    if (!values.willShowUp) {
      goToPage(PATHS.home);
      return false;
    }
    const dayKey = dayKeyOf(form.getValues('scheduledDate'));
    if (!dayKey) return false; // the schema has just required a date
    const draft = bookingDraft(values, { dayKey, time: values.scheduledTime }, referrer);
    const body = { ...draft, id: idFor(draft), capturedAt: new Date().toISOString() };
    const queue = (triedOnline: boolean) =>
      queueRequest({
        kind: 'booking',
        method: 'POST',
        url: createUrl(replaces),
        recordId: body.id,
        body,
        label: `Call booking — ${body.name}, ${dayKey} ${body.scheduledTime}`,
        capturedAt: body.capturedAt,
        // The placeholder's token, added by the outbox as it sends; its own create goes first.
        editTokenOf: replaces?.id,
        waitsFor: replaces?.waits ? replaces.id : undefined,
        // Tried online with no usable answer: the server may have it, so it is never dropped as unsent.
        mayHaveArrived: triedOnline,
      });
    // Kept on this device and said so: offline, or an online send that got no answer from us.
    const saveOnDevice = async (triedOnline: boolean) => {
      await queue(triedOnline);
      // Offline with no service worker yet, an island's document load to the thank-you page
      // would fail: the form says it in its own place instead.
      if (inIsland && isOffline() && !navigator.serviceWorker?.controller) setSavedHere(true);
      else goToPage(PATHS.bookedCallThankYou, savedOnDeviceState(body.id));
      return true;
    };
    try {
      if (isOffline() || replaces?.waits) return await saveOnDevice(false);
      await create.mutateAsync({ body, replaces });
      goToPage(PATHS.bookedCallThankYou);
      return true;
    } catch (error) {
      // The browser's online flag lags behind a lost connection: a failed send takes the same
      // path (same id, so the server stores it once whichever copy arrives).
      if (isRetryableFailure(error))
        return saveOnDevice(true).catch((failure: unknown) => {
          showBookingFailure(form, failure, bookingFailureMessage(failure));
          return false;
        });
      showBookingFailure(form, error, bookingFailureMessage(error));
      return false;
    }
  };
  /** `savedHere`: the booking was kept on this device and the form says so in its place. */
  return { submit, isPending: create.isPending, savedHere };
}
