/**
 * A booked call's messages after its first ones. A move or a cancel tells the owner, the
 * homeowner (a new confirmation whose .ics updates the event) and the webhook; the homeowner's
 * reminder goes REMINDER_BEFORE_MINUTES before the call. Each message keeps a snapshot of the
 * call as it was made, and its id carries the call's sequence, so a later change adds its own.
 */
import { callStart } from '#shared/booking-window';
import { heldSlot } from '#shared/booking-slot';
import type { BookingRecord } from '#shared/schemas/booking';
import type { CallSnapshot, DeliveryEvent, DeliveryRecord } from '#shared/schemas/delivery';
import type { DeliveryConfig } from './delivery-config';
import { ANNOUNCING, queuedMessage, recipients } from './lead-messages';

/** A reminder due sooner than this at booking time is not sent at all (the call is too near). */
export const REMINDER_MIN_LEAD_MS = 2 * 60 * 60_000;

/** The call as a message describes it. */
export const snapshotOf = (booking: BookingRecord): CallSnapshot => ({
  sequence: booking.sequence ?? 0,
  scheduledDate: booking.scheduledDate,
  scheduledTime: booking.scheduledTime,
  ...(booking.call ? { call: booking.call } : {}),
});

/** The booking as a message describes it: today's details, the call as the message saw it. */
export function asDescribed(booking: BookingRecord, snapshot: CallSnapshot | undefined): BookingRecord {
  if (!snapshot) return booking;
  const { call: _call, sequence: _sequence, ...rest } = booking;
  const { call, sequence, ...schedule } = snapshot;
  return { ...rest, ...schedule, ...(sequence ? { sequence } : {}), ...(call ? { call } : {}) };
}

/** The event of a booking's latest change. */
export const changeEvent = (booking: BookingRecord): DeliveryEvent =>
  booking.call?.state === 'cancelled' ? 'booking.cancelled' : 'booking.rescheduled';

/** The owner's email, the homeowner's new confirmation and the webhook of a call's latest change. */
export function callChangeMessages(
  booking: BookingRecord,
  config: DeliveryConfig,
  now: Date,
): DeliveryRecord[] {
  const to = recipients({ kind: 'booking', record: booking }, config);
  const call = snapshotOf(booking);
  return ANNOUNCING.flatMap((channel) =>
    to[channel]
      ? [
          queuedMessage(
            {
              leadId: booking.id,
              leadKind: 'booking',
              event: changeEvent(booking),
              channel,
              to: to[channel],
              call,
            },
            now,
          ),
        ]
      : [],
  );
}

/**
 * The reminder of a booked call, due REMINDER_BEFORE_MINUTES before it; at once when that time
 * has passed but the call is still at least two hours away; none when it is nearer, when the
 * booking has no real slot yet (lander-d's step 1), is cancelled, or reminders are off.
 */
export function reminderMessage(
  booking: BookingRecord,
  config: DeliveryConfig,
  now: Date,
): DeliveryRecord | undefined {
  if (config.reminderBeforeMinutes === 0 || heldSlot(booking, config.timeZone) === null) return undefined;
  const start = callStart(booking, config.timeZone).getTime();
  const planned = start - config.reminderBeforeMinutes * 60_000;
  if (planned <= now.getTime() && start - now.getTime() < REMINDER_MIN_LEAD_MS) return undefined;
  const sendAt = new Date(Math.max(planned, now.getTime()));
  return queuedMessage(
    {
      leadId: booking.id,
      leadKind: 'booking',
      event: booking.call ? 'booking.rescheduled' : 'booking.created',
      channel: 'reminder-email',
      to: [booking.email],
      sendAt,
      call: snapshotOf(booking),
    },
    now,
  );
}
