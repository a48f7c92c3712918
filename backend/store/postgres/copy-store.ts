/**
 * Copy a JSON store into PostgreSQL: every collection, oldest first (so the queue's and the
 * lists' orders survive), in pages, skipping what is already there, so a second run copies
 * nothing new; then the withdrawn bookings' tombstones, so a late create of one stays refused.
 * Answers the counts on both sides.
 */
import type { Store } from '../store';
import type { CollectionName, PgStore } from './pg-store';

const PAGE = 2000;

export const COPIED_COLLECTIONS: readonly CollectionName[] = [
  'contacts',
  'bookings',
  'phoneClicks',
  'newsletter',
  'blog',
  'users',
  'sessions',
  'deliveries',
  'leadActivity',
  'availability',
];

export interface CopyCount {
  collection: CollectionName | 'withdrawnBookings';
  /** Records in the JSON store. */
  from: number;
  /** Records this run added. */
  copied: number;
  /** Records in PostgreSQL afterwards. */
  to: number;
}

export async function copyStore(from: Store, to: PgStore): Promise<CopyCount[]> {
  const counts: CopyCount[] = [];
  for (const collection of COPIED_COLLECTIONS) {
    const source = from[collection];
    const total = await source.count();
    let copied = 0;
    // Lists answer newest first: walk the pages from the oldest end.
    for (let end = total; end > 0; end -= PAGE) {
      const offset = Math.max(0, end - PAGE);
      const page = await source.list({ offset, limit: end - offset });
      copied += await to.tables[collection].insertMany(page.reverse());
    }
    counts.push({ collection, from: total, copied, to: await to[collection].count() });
  }
  const tombstones = await from.bookings.withdrawals();
  const kept = await to.bookings.keepWithdrawals(tombstones);
  const after = (await to.bookings.withdrawals()).length;
  counts.push({ collection: 'withdrawnBookings', from: tombstones.length, copied: kept, to: after });
  if (counts.some((c) => c.copied > 0)) await to.vacuum();
  return counts;
}
