/** lander-c's one-screen booking: date and time on the left, contact details on the right. */
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BookingContactFields } from './booking-contact-fields';
import { DateSlotPicker } from '../../components/date-slot-picker/date-slot-picker';
import { SmsConsent } from './sms-consent';
import { useBookingForm, useCreateBookingSubmit, useScheduleFields } from './use-booking-form';
import { useHydrated } from '../../lib/use-hydrated';

/** The whole booking on one screen (stacked below 768 px). */
export function BookCallForm() {
  const form = useBookingForm();
  const schedule = useScheduleFields(form);
  const { submit, isPending } = useCreateBookingSubmit(form, 'lander-c');
  const ready = schedule.dayKey !== null && schedule.time !== '';
  const hydrated = useHydrated();

  return (
    <form onSubmit={form.handleSubmit((values) => submit(values))} noValidate aria-label="Book a call">
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
