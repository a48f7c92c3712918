/** What the manage link's page reads of its booking: no more than the homeowner already knows. */
import type { ManagedCall } from '#shared/schemas/manage-call';
import type { StoredBooking } from '../store/repository';

/** The zone as people say it ('Eastern Time'), the same all year. */
function zoneName(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

export function managedCall(booking: StoredBooking, timeZone: string): ManagedCall {
  return {
    name: booking.name.trim().split(/\s+/)[0] ?? '',
    service: booking.service,
    scheduledDate: booking.scheduledDate,
    scheduledTime: booking.scheduledTime,
    timeZone,
    timeZoneName: zoneName(timeZone, new Date(booking.scheduledDate)),
    state: booking.call?.state === 'rescheduled' ? 'rescheduled' : 'booked',
  };
}
