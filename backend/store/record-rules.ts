/**
 * Rules of particular collections that both engines apply, written once so they cannot drift:
 * an account's role default, how a unique key compares, how a new schedule is stored, what a
 * withdrawal answers, and when a message is due.
 */
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { DEFAULT_ROLE } from '#shared/schemas/users';
import type { Schedule } from '#shared/booking-slot';
import type { Removed } from './collection';
import { WITHDRAWN_KEPT_DAYS, type StoredBooking, type UserRecord, type WithdrawResult } from './repository';

/** An account as read: one stored before roles existed has none and is an admin. */
export const withRole = (user: UserRecord): UserRecord => ({ ...user, role: user.role ?? DEFAULT_ROLE });

/** Whether an account can sign in as an admin: the role (absent: admin) and not disabled. */
export const isEnabledAdmin = (user: UserRecord): boolean =>
  withRole(user).role === 'admin' && !user.disabled;

/** A unique text key (a username, a newsletter address) as compared: in any case. */
export const uniqueKeyOf = (text: string) => text.toLowerCase();

/** A booking's new schedule as stored: its date as an ISO string. */
export function storedSchedule<C extends Schedule>(change: C): C & Pick<StoredBooking, 'scheduledDate'> {
  return { ...change, scheduledDate: new Date(change.scheduledDate).toISOString() };
}

/** withdraw()'s answer from the removal's. */
/** Tombstones made before this are forgotten by a withdrawal made at `now`. */
export const tombstoneHorizon = (now: Date) => new Date(now.getTime() - WITHDRAWN_KEPT_DAYS * 86_400_000);

export const withdrawn = (removed: Removed): WithdrawResult => ({
  status: removed === 'removed' ? 'withdrawn' : removed,
});

/** When a pending message's next attempt is due (ms; NaN when its time cannot be read). */
export const dueAt = (message: DeliveryRecord) => Date.parse(message.nextAttemptAt ?? message.createdAt);
