/**
 * Blog dates as 'Month D, YYYY', read in UTC from the stored ISO timestamp. Done by hand (no
 * locale or time zone of the machine involved) so the prerendered HTML and the browser agree.
 */
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

/** 'June 12, 2025' for '2025-06-12T13:30:00.000Z'; 'Recent' when the date is missing or invalid. */
export function formatPostDate(iso: string | undefined): string {
  if (!iso) return 'Recent';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Recent';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** The machine-readable day ('2025-06-12') for a <time dateTime>, or undefined. */
export function postDateTime(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
