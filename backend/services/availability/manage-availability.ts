/**
 * The owner's availability (/admin/availability): the weekly hours, blocked days and slots from
 * today on, and the booked calls now sitting in closed time, which stay booked until the owner
 * moves or cancels them. Each change answers the whole view again.
 */
import { dayKeyInZone } from '#shared/booking-window';
import {
  closedTimesOn,
  type AvailabilityView,
  type BlockDayInput,
  type BlockSlotInput,
  type WeeklyHours,
} from '#shared/schemas/availability';
import type { AvailabilityRecord, Repositories } from '../../store/repository';
import { WEEKLY_HOURS_ID, blockedDayId, blockedSlotId } from '../../store/availability-rules';
import { withDefaultHours } from './closed-times';

export interface AvailabilityDeps {
  store: Repositories;
  now: () => Date;
  timeZone: string;
}

/** Far enough ahead for every block the owner may set. */
const LAST_DAY = '9999-12-31';

/** Store a rule, replacing the one with its key (a new label, new hours). */
async function put(deps: AvailabilityDeps, record: AvailabilityRecord): Promise<void> {
  const result = await deps.store.availability.insertIfAbsent(record);
  if (result.created) return;
  const { id, createdAt: _kept, ...change } = record;
  await deps.store.availability.update(id, change as Partial<Omit<AvailabilityRecord, 'id'>>);
}

export async function availabilityView(deps: AvailabilityDeps): Promise<AvailabilityView> {
  const { store, now, timeZone } = deps;
  const at = now();
  const rules = withDefaultHours(await store.availability.rulesBetween(dayKeyInZone(at, timeZone), LAST_DAY));
  const calls = await store.bookings.callsFrom(at);
  const callsInClosedTime = calls
    .filter((call) => call.call?.state !== 'cancelled')
    .map((call) => ({ call, day: dayKeyInZone(new Date(call.scheduledDate), timeZone) }))
    .filter(({ call, day }) => closedTimesOn(day, rules).includes(call.scheduledTime))
    .map(({ call, day }) => ({
      id: call.id,
      name: call.name,
      scheduledDate: call.scheduledDate,
      scheduledTime: call.scheduledTime,
      day,
    }));
  return { ...rules, callsInClosedTime };
}

export async function setWeeklyHours(deps: AvailabilityDeps, weeklyHours: WeeklyHours) {
  const createdAt = deps.now().toISOString();
  await put(deps, { id: WEEKLY_HOURS_ID, kind: 'weekly-hours', weeklyHours, createdAt });
  return availabilityView(deps);
}

/** Block a whole day; blocking it again changes only its label. */
export async function blockDay(deps: AvailabilityDeps, { day, label }: BlockDayInput) {
  const createdAt = deps.now().toISOString();
  await put(deps, {
    id: blockedDayId(day),
    kind: 'blocked-day',
    day,
    ...(label ? { label } : {}),
    createdAt,
  });
  return availabilityView(deps);
}

export async function blockSlot(deps: AvailabilityDeps, { day, time }: BlockSlotInput) {
  const createdAt = deps.now().toISOString();
  await put(deps, { id: blockedSlotId(day, time), kind: 'blocked-slot', day, time, createdAt });
  return availabilityView(deps);
}

export async function unblockDay(deps: AvailabilityDeps, day: string) {
  await deps.store.availability.remove(blockedDayId(day));
  return availabilityView(deps);
}

export async function unblockSlot(deps: AvailabilityDeps, { day, time }: BlockSlotInput) {
  await deps.store.availability.remove(blockedSlotId(day, time));
  return availabilityView(deps);
}
