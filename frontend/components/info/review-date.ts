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
 * An ISO date ("2025-02-11") as "February 11, 2025". Read straight from the string, never through
 * `Date`, so the prerendered page and the browser print the same day in every time zone.
 */
export function formatReviewDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1];
  if (!year || !name || !day) return isoDate;
  return `${name} ${day}, ${year}`;
}
