/**
 * The booking limits both engines apply, written once: one upcoming call per phone number and per
 * email address, and at most `maxPerClient` per client address. A booking is reduced to a
 * CallHold (its keys and when it stops being upcoming); each engine finds the holds that share a
 * key with a new booking (lowdb: an in-memory index; PostgreSQL: indexed columns) and asks
 * limitRefusal() in the same atomic step as the insert.
 */
import { callStart, isProvisionalSchedule } from '#shared/booking-window';
import type { BookingLimits, LimitRefusal, StoredBooking } from './repository';

/** A booking as the limits see it. */
export interface CallHold {
  id: string;
  phoneKey: string;
  emailKey: string;
  clientKey?: string;
  /** When the call starts (ms); undefined for the provisional placeholder. */
  startsAt?: number;
  createdAt: number;
  cancelled: boolean;
}

/** A phone number as compared: its digits, without the US country code. */
export function phoneKeyOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** An email address as compared: in any case. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

export function callHoldOf(booking: StoredBooking, timeZone: string): CallHold {
  const date = new Date(booking.scheduledDate);
  const provisional = isProvisionalSchedule(date, booking.scheduledTime, timeZone);
  let startsAt: number | undefined;
  if (!provisional) {
    try {
      startsAt = callStart(booking, timeZone).getTime();
    } catch {
      startsAt = NaN; // a time stored before slots were checked: never upcoming
    }
  }
  return {
    id: booking.id,
    phoneKey: phoneKeyOf(booking.phone ?? ''),
    emailKey: emailKeyOf(booking.email ?? ''),
    clientKey: booking.clientKeyHash,
    startsAt,
    createdAt: Date.parse(booking.createdAt),
    cancelled: booking.call?.state === 'cancelled',
  };
}

/** Not cancelled and not started yet; a provisional booking while it can still be given a time. */
export function isUpcoming(hold: CallHold, limits: BookingLimits): boolean {
  if (hold.cancelled) return false;
  if (hold.startsAt === undefined) return hold.createdAt >= limits.provisionalSince.getTime();
  return hold.startsAt > limits.now.getTime();
}

/** Why `candidate` may not be booked next to the holds sharing a key with it, if it may not. */
export function limitRefusal(
  candidate: CallHold,
  holds: Iterable<CallHold>,
  limits: BookingLimits,
): LimitRefusal | undefined {
  let sameClient = 0;
  for (const hold of holds) {
    if (hold.id === candidate.id || hold.id === limits.replacing || !isUpcoming(hold, limits)) continue;
    const samePerson =
      (hold.phoneKey !== '' && hold.phoneKey === candidate.phoneKey) ||
      (hold.emailKey !== '' && hold.emailKey === candidate.emailKey);
    if (samePerson) return 'contact-booked';
    if (candidate.clientKey && hold.clientKey === candidate.clientKey) sameClient++;
  }
  return limits.maxPerClient > 0 && sameClient >= limits.maxPerClient ? 'client-limit' : undefined;
}

/** The keys a booking is found under (prefixed, so a phone never meets an email). */
export function holdKeys(hold: CallHold): string[] {
  return [
    ...(hold.phoneKey ? [`p:${hold.phoneKey}`] : []),
    ...(hold.emailKey ? [`e:${hold.emailKey}`] : []),
    ...(hold.clientKey ? [`c:${hold.clientKey}`] : []),
  ];
}
