import { longDate } from '../../lib/long-date';

/** A review's ISO date ("2025-02-11") as "February 11, 2025". */
export function formatReviewDate(isoDate: string): string {
  return longDate(isoDate) ?? isoDate;
}
