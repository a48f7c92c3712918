/**
 * Every schema migration, by name; names sort in the order they apply. A new migration is a new
 * file here, never an edit of one that has shipped.
 */
import type { Migration } from 'kysely';
import * as collections from './2026-11-27-collections';
import * as searchText from './2026-11-28-search-text';
import * as activityStatus from './2026-11-29-activity-status';
import * as availability from './2026-11-30-availability';
import * as manageToken from './2026-11-30-manage-token';
import * as upcomingCalls from './2026-11-30-upcoming-calls';
import * as siteKeys from './2026-12-01-site-keys';
import * as withdrawnBookings from './2026-12-02-withdrawn-bookings';

export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-27-collections': collections,
  '2026-11-28-search-text': searchText,
  '2026-11-29-activity-status': activityStatus,
  '2026-11-30-availability': availability,
  '2026-11-30-manage-token': manageToken,
  '2026-11-30-upcoming-calls': upcomingCalls,
  '2026-12-01-site-keys': siteKeys,
  '2026-12-02-withdrawn-bookings': withdrawnBookings,
};
