import { longDate } from '../../lib/long-date';

/** 'June 12, 2025' for '2025-06-12T13:30:00.000Z'; 'Recent' when the date is missing or invalid. */
export function formatPostDate(iso: string | undefined): string {
  return longDate(iso) ?? 'Recent';
}

/** The machine-readable day ('2025-06-12') for a <time dateTime>, or undefined. */
export function postDateTime(iso: string | undefined): string | undefined {
  return longDate(iso) ? iso!.slice(0, 10) : undefined;
}
