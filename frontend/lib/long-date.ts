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

/**
 * The day of an ISO date or UTC timestamp ('2025-02-11', '2025-02-11T13:30:00.000Z') as
 * 'February 11, 2025'. Read from the string itself, never through the machine's locale or time
 * zone, so the prerendered page and every browser print the same day. Undefined if unreadable.
 */
export function longDate(iso: string | undefined): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return undefined;
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  return name ? `${name} ${Number(day)}, ${year}` : undefined;
}
