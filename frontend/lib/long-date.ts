const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** Year, month name and day of the month of an ISO date's leading 'YYYY-MM-DD'. */
function partsOf(iso: string | undefined) {
  const match = DAY.exec(iso ?? '');
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? { year: match[1], month, day: Number(match[3]) } : undefined;
}

/**
 * The day of an ISO date or UTC timestamp ('2025-02-11', '2025-02-11T13:30:00.000Z') as
 * 'February 11, 2025'. Read from the string itself, never through the machine's locale or time
 * zone, so the prerendered page and every browser print the same day. Undefined if unreadable.
 */
export function longDate(iso: string | undefined): string | undefined {
  const parts = partsOf(iso);
  return parts && `${parts.month} ${parts.day}, ${parts.year}`;
}

/**
 * A calendar day ('2025-02-11') as '11 February 2025': the name Mantine's calendar gives a day
 * button, written here without the three dayjs objects per day that its own label costs.
 */
export function dayMonthYear(dayKey: string): string {
  const parts = partsOf(dayKey);
  return parts ? `${parts.day} ${parts.month} ${parts.year}` : dayKey;
}

/** The month of a calendar day ('2025-02-11') as 'February 2025', as Mantine's calendar heads it. */
export function monthYear(dayKey: string): string {
  const parts = partsOf(dayKey);
  return parts ? `${parts.month} ${parts.year}` : dayKey;
}
