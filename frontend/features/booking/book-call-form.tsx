/** lander-c's one-screen booking: date and time on the left, contact details on the right. */
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BookingContactFields } from './booking-contact-fields';
import { DateSlotPicker } from '../../components/date-slot-picker/date-slot-picker';
import { SmsConsent } from './sms-consent';
import { useBookingForm, useCreateBookingSubmit, useScheduleFields } from './use-booking-form';
import { SAVED_ON_DEVICE } from '../../content/thank-you';
import { island } from '../../islands/island';
import { useHydrated } from '../../lib/use-hydrated';

/** The whole booking on one screen (stacked below 768 px). */
export function BookCallFormBody() {
  const form = useBookingForm();
  const schedule = useScheduleFields(form);
  const { submit, isPending, savedHere } = useCreateBookingSubmit(form, 'lander-c');
  const ready = schedule.dayKey !== null && schedule.time !== '';
  const hydrated = useHydrated();

  if (savedHere) {
    return (
      <Paper withBorder shadow="sm" p="lg">
        <Stack role="status" gap="sm">
          <Title order={2}>{SAVED_ON_DEVICE.title}</Title>
          <Text c="dark.5">{SAVED_ON_DEVICE.text('booking')}</Text>
        </Stack>
      </Paper>
    );
  }
  return (
    // post: even a submit no script saw never puts the visitor's details in a URL.
    <form
      method="post"
      onSubmit={form.handleSubmit((values) => submit(values))}
      noValidate
      aria-label="Book a call"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Paper withBorder shadow="sm" p="lg">
          <DateSlotPicker
            dayKey={schedule.dayKey}
            onDayChange={schedule.setDay}
            time={schedule.time}
            onTimeChange={schedule.setTime}
            fetchEnabled
            dateError={schedule.dateError}
            timeError={schedule.timeError}
          />
        </Paper>
        <Paper withBorder shadow="sm" p="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Your Contact Details
            </Title>
            <BookingContactFields form={form} />
            <Button
              type="submit"
              size="md"
              color="brick.8"
              disabled={!ready || isPending || !hydrated}
              fullWidth
            >
              {isPending ? 'Booking...' : 'Book My Call'}
            </Button>
            {!ready && (
              <Text size="sm" c="dimmed" ta="center">
                Choose a date and a time to book your call.
              </Text>
            )}
            <SmsConsent />
          </Stack>
        </Paper>
      </SimpleGrid>
    </form>
  );
}

/** On /lander-c an island, woken by the first tap or key (decision 018). */
export const BookCallForm = island('booking-form', BookCallFormBody);
