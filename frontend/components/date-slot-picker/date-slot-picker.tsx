/**
 * Choosing when the call is: an inline calendar limited to the bookable days, and the day's
 * free hourly slots as toggle buttons. Days and times are the business's (Eastern Time). The
 * booking pages, the homeowner's manage page and the owner's lead page all use this one picker.
 */
import { Button, Group, Loader, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { memo, useEffect, useId } from 'react';
import { availableSlots, bookableDayKeys } from '#shared/booking-window';
import { BUSINESS } from '#shared/business';
import { BOOKING_WINDOW_DAYS } from '#shared/limits';
import { useAvailability, useClosedDays } from './availability';
import { CALENDAR_LOOK, CalendarPreview } from './calendar-preview';
import { useBusinessClock } from './use-business-clock';
import { useInIslandRoot } from '../../islands/island';
import { isOffline } from '../../lib/outbox/queue-request';

/** Messages of the slot list (spec §8). */
export const SLOT_MESSAGES = {
  noDate: 'Please select a date first',
  noSlots: 'No available time slots for this date. Please choose another date.',
  loading: 'Loading available times...',
  loadFailed: 'Could not load the available times.',
} as const;

export interface DateSlotPickerProps {
  /** The chosen day ('YYYY-MM-DD') or null. */
  dayKey: string | null;
  onDayChange: (dayKey: string) => void;
  /** The chosen slot label, '' when none. */
  time: string;
  onTimeChange: (time: string) => void;
  /** Whether the day's taken times may be fetched (lander-d: only on its second step). */
  fetchEnabled: boolean;
  dateError?: string;
  timeError?: string;
  headingOrder?: 2 | 3;
  /** Days after today that may be chosen: the visitor's booking window unless the owner is choosing. */
  windowDays?: number;
  /**
   * Whether a time picked offline is kept on the device and sent later (the booking forms'
   * outbox). Where a change is sent at once (the manage page, the owner's), offline offers no times.
   */
  queuesOffline?: boolean;
}

/** Calendar, then the day's slots under it. */
function DateSlotPickerBlock({
  dayKey,
  onDayChange,
  time,
  onTimeChange,
  fetchEnabled,
  dateError,
  timeError,
  headingOrder = 2,
  windowDays = BOOKING_WINDOW_DAYS,
  queuesOffline = true,
}: DateSlotPickerProps) {
  const now = useBusinessClock();
  const inIsland = useInIslandRoot();
  const days = now ? bookableDayKeys(now, BUSINESS.timeZone, windowDays) : [];
  const dateHeadingId = useId();
  const timeHeadingId = useId();
  const availability = useAvailability(dayKey, fetchEnabled);
  const closedDays = useClosedDays(fetchEnabled);
  // Offline, availability cannot be known: offer every future slot and let the server decide
  // when the saved booking is sent (a taken slot comes back as a conflict to resolve).
  // (Offline the query does not even run: react-query pauses it until the network returns.)
  const offline = !availability.data && isOffline();
  const bookedTimes = availability.data?.bookedTimes ?? (offline && queuesOffline ? [] : null);
  const slots =
    dayKey && now && bookedTimes ? availableSlots(dayKey, bookedTimes, now, BUSINESS.timeZone) : null;

  // A chosen slot that is no longer offered (taken meanwhile, or its hour has passed) is no choice.
  const chosenGone = time !== '' && slots !== null && !slots.includes(time);
  useEffect(() => {
    if (chosenGone) onTimeChange('');
  }, [chosenGone, onTimeChange]);

  return (
    <Stack gap="lg">
      <div role="group" aria-labelledby={dateHeadingId}>
        <Title order={headingOrder} size="h4" id={dateHeadingId} mb="sm">
          Select a Date
        </Title>
        {now ? (
          <DatePicker
            {...CALENDAR_LOOK}
            value={dayKey}
            onChange={(value) => value && onDayChange(value)}
            defaultDate={dayKey ?? days[0]}
            minDate={days[0]}
            maxDate={days[days.length - 1]}
            excludeDate={(day) => closedDays.has(day)}
          />
        ) : inIsland ? (
          <CalendarPreview windowDays={windowDays} />
        ) : (
          <Skeleton height={320} width={300} aria-hidden="true" />
        )}
        {dateError && (
          <Text c="red" size="sm" mt={4}>
            {dateError}
          </Text>
        )}
      </div>
      <div>
        <Title order={headingOrder} size="h4" id={timeHeadingId}>
          Select a Time
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Times shown in {BUSINESS.timeZoneLabel}
        </Text>
        {offline && dayKey && (
          <Text size="sm" c="orange.9" mb="xs" role="status">
            {queuesOffline
              ? 'You are offline, so we cannot check which times are still free. Pick a time: your request is saved on this device and we confirm the time when the connection returns.'
              : 'You are offline, so we cannot check which times are still free. They show here when the connection returns.'}
          </Text>
        )}
        <SlotList
          dayKey={dayKey}
          slots={slots}
          loading={availability.isFetching && !availability.data && !offline}
          failed={availability.isError}
          onRetry={() => void availability.refetch()}
          time={time}
          onTimeChange={onTimeChange}
        />
        {timeError && (
          <Text c="red" size="sm" mt={4}>
            {timeError}
          </Text>
        )}
      </div>
    </Stack>
  );
}

interface SlotListProps {
  dayKey: string | null;
  slots: string[] | null;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  time: string;
  onTimeChange: (time: string) => void;
}

function SlotList({ dayKey, slots, loading, failed, onRetry, time, onTimeChange }: SlotListProps) {
  if (!dayKey) return <Text c="dimmed">{SLOT_MESSAGES.noDate}</Text>;
  if (failed && !slots) {
    return (
      <Group gap="sm">
        <Text c="red">{SLOT_MESSAGES.loadFailed}</Text>
        <Button variant="subtle" size="compact-sm" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    );
  }
  if (loading || !slots) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{SLOT_MESSAGES.loading}</Text>
      </Group>
    );
  }
  if (slots.length === 0) return <Text c="red">{SLOT_MESSAGES.noSlots}</Text>;
  return (
    <SimpleGrid role="group" aria-label="Available times" cols={{ base: 3, xs: 4 }} spacing="xs">
      {slots.map((slot) => {
        const pressed = slot === time;
        return (
          <Button
            key={slot}
            variant={pressed ? 'filled' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onTimeChange(slot)}
            px="xs"
          >
            {slot}
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

/**
 * Its props are values and stable callbacks, so the form around it can re-render (react-hook-form
 * marks itself ready right after hydration) without redrawing the calendar.
 */
export const DateSlotPicker = memo(DateSlotPickerBlock);
