/**
 * Every schema migration, by name; names sort in the order they apply. A new migration is a new
 * file here, never an edit of one that has shipped.
 */
import type { Migration } from 'kysely';
import * as collections from './2026-11-27-collections';
import * as searchText from './2026-11-28-search-text';
import * as activityStatus from './2026-11-29-activity-status';
import * as manageToken from './2026-11-30-manage-token';

export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-27-collections': collections,
  '2026-11-28-search-text': searchText,
  '2026-11-29-activity-status': activityStatus,
  '2026-11-30-manage-token': manageToken,
};
