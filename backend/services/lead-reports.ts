/**
 * The admin's reports, counted in memory from the inbox's lines of the period (a few thousand
 * leads for 90 days), so they answer in milliseconds without reading a segment. Days, weekdays
 * and hours are the business time zone's; Spam leads count nowhere.
 */
import { addDays, dayKeyInZone, slotHour, startOfDayInZone } from '#shared/booking-window';
import { TIME_SLOTS } from '#shared/options';
import { REPORT_WEEKDAYS, type ReportRow, type Reports } from '#shared/schemas/reports';
import { zoneOffsetMs } from '#shared/zone-offset';
import type { LeadInboxRepository, ReportedLead } from '../store/repository';

/** The reports over the `days` days that end today (business time zone). */
export async function leadReports(
  inbox: LeadInboxRepository,
  now: Date,
  days: number,
  timeZone: string,
): Promise<Reports> {
  const to = dayKeyInZone(now, timeZone);
  const from = addDays(to, 1 - days);
  const dayKeys = Array.from({ length: days }, (_, i) => addDays(from, i));
  // Each day's first instant, and the next day's after the last: DST days are 23 or 25 hours.
  const starts = [...dayKeys, addDays(to, 1)].map((day) => startOfDayInZone(day, timeZone).getTime());
  const received = await inbox.receivedBetween(new Date(starts[0]), new Date(starts[days]));
  const leads = received.filter((lead) => lead.status !== 'spam');
  return {
    days,
    from,
    to,
    timeZone,
    ...leadsPerDay(leads, dayKeys, starts),
    landingPages: tableBy(leads, (lead) => lead.landingPath),
    campaigns: tableBy(leads, (lead) => lead.campaign),
    bookedCalls: callsByWeekdayAndHour(leads, timeZone),
  };
}

/** Leads oldest first, counted into the day whose start they follow. */
function leadsPerDay(
  leads: readonly ReportedLead[],
  dayKeys: readonly string[],
  starts: readonly number[],
): Pick<Reports, 'sources' | 'leadsPerDay'> {
  const totals = new Map<string, number>();
  for (const lead of leads) totals.set(lead.source, (totals.get(lead.source) ?? 0) + 1);
  const sources = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([s]) => s);
  const column = new Map(sources.map((source, i) => [source, i]));
  const perDay = dayKeys.map((day) => ({ day, total: 0, bySource: sources.map(() => 0) }));
  let d = 0;
  for (const lead of leads) {
    while (lead.receivedMs >= starts[d + 1]) d++;
    perDay[d].total++;
    perDay[d].bySource[column.get(lead.source)!]++;
  }
  return { sources, leadsPerDay: perDay };
}

/** One row per value of `key` (none recorded: null), most leads first. */
function tableBy(
  leads: readonly ReportedLead[],
  key: (lead: ReportedLead) => string | undefined,
): ReportRow[] {
  const rows = new Map<string | null, ReportRow>();
  for (const lead of leads) {
    const name = key(lead) || null;
    let row = rows.get(name);
    if (!row) rows.set(name, (row = { name, leads: 0, bookedCalls: 0, won: 0, wonRate: 0 }));
    row.leads++;
    if (lead.kind === 'booking' && lead.callMs !== undefined) row.bookedCalls++;
    if (lead.status === 'won') row.won++;
  }
  for (const row of rows.values()) row.wonRate = row.won / row.leads;
  return [...rows.values()].sort(
    (a, b) => b.leads - a.leads || (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff'),
  );
}

/** The slots' hours always; any other hour a call was moved to as well. */
function callsByWeekdayAndHour(leads: readonly ReportedLead[], timeZone: string): Reports['bookedCalls'] {
  const calls = leads.flatMap((lead) => {
    if (lead.kind !== 'booking' || lead.callMs === undefined) return [];
    const wall = new Date(lead.callMs + zoneOffsetMs(lead.callMs, timeZone));
    // getUTCDay counts from Sunday; the report's week starts on Monday.
    return [{ weekday: (wall.getUTCDay() + 6) % 7, hour: wall.getUTCHours() }];
  });
  const hours = [...new Set([...TIME_SLOTS.map(slotHour), ...calls.map((c) => c.hour)])].sort(
    (a, b) => a - b,
  );
  const weekdays = REPORT_WEEKDAYS.map((weekday) => ({ weekday, calls: hours.map(() => 0) }));
  for (const call of calls) weekdays[call.weekday].calls[hours.indexOf(call.hour)]++;
  return { hours, weekdays };
}
