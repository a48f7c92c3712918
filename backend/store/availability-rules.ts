/**
 * The availability collection's keys and reading, written once for both engines: each rule's
 * record id is its key, so a second block of the same day or slot finds the first.
 */
import type { AvailabilityRecord, StoredAvailability } from './repository';

/** The id of the weekly hours' record. */
export const WEEKLY_HOURS_ID = 'weekly-hours';
export const blockedDayId = (day: string) => `day|${day}`;
export const blockedSlotId = (day: string, time: string) => `slot|${day}|${time}`;

/** The day a record's rule is about (none for the weekly hours). */
export const dayOfRule = (record: AvailabilityRecord) => (record.kind === 'weekly-hours' ? null : record.day);

/** The rules among `records` for days from `fromDay` through `toDay`, in day then slot order. */
export function rulesOf(
  records: Iterable<AvailabilityRecord>,
  fromDay: string,
  toDay: string,
  slotOrder: readonly string[],
): StoredAvailability {
  const rules: StoredAvailability = { blockedDays: [], blockedSlots: [] };
  for (const record of records) {
    if (record.kind === 'weekly-hours') rules.weeklyHours = record.weeklyHours;
    else if (record.day < fromDay || record.day > toDay) continue;
    else if (record.kind === 'blocked-day')
      rules.blockedDays.push({ day: record.day, ...(record.label ? { label: record.label } : {}) });
    else rules.blockedSlots.push({ day: record.day, time: record.time });
  }
  rules.blockedDays.sort((a, b) => a.day.localeCompare(b.day));
  const slotIndex = (time: string) => slotOrder.indexOf(time);
  rules.blockedSlots.sort((a, b) => a.day.localeCompare(b.day) || slotIndex(a.time) - slotIndex(b.time));
  return rules;
}
