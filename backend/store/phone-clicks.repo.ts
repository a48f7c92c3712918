/**
 * phone-clicks/: taps on phone links, in month segments. The dashboard's counters (all clicks,
 * header clicks, clicks on a tracked page and the latest of them) are kept in memory as
 * clicks come and go, so the summary never reads the whole history.
 */
import type { PhoneClickRecord } from '../../shared/schemas/phone-click';
import { MonthlyCollection, type MonthlyCollectionOptions, type RecordIndex } from './monthly-collection';
import type { Repository } from './repository';
import { timeOf } from './segment-layout';

/** Counts and latest clicks for the dashboard. */
export interface PhoneClickStats {
  total: number;
  header: number;
  recent: PhoneClickRecord[];
  /** Clicks on one page (the dashboard asks for /lander-p). */
  page: { total: number; recent: PhoneClickRecord[] };
}

export interface PhoneClicksRepository extends Repository<PhoneClickRecord> {
  stats(options: { recent: number; page: string; pageRecent: number }): Promise<PhoneClickStats>;
}

/** Latest clicks kept per tracked page. */
const KEEP_RECENT = 20;

interface Ranked {
  record: PhoneClickRecord;
  time: number;
  seq: number;
}

/** Clicks on one page: how many, and the latest (newest first, then latest inserted). */
class PageTally {
  count = 0;
  recent: Ranked[] = [];
  /** False once a removal may have dropped a click that belonged in `recent`. */
  complete = true;
}

class ClickCounters implements RecordIndex<PhoneClickRecord> {
  header = 0;
  readonly pages = new Map<string, PageTally>();
  #seq = 0;

  constructor(trackedPages: readonly string[]) {
    for (const page of trackedPages) this.pages.set(page, new PageTally());
  }

  add(record: PhoneClickRecord): void {
    if (record.isHeader) this.header++;
    const tally = this.pages.get(record.page);
    if (!tally) return;
    tally.count++;
    const entry = { record, time: timeOf(record), seq: this.#seq++ };
    const at = tally.recent.findIndex(
      (e) => e.time < entry.time || (e.time === entry.time && e.seq < entry.seq),
    );
    if (at === -1) tally.recent.push(entry);
    else tally.recent.splice(at, 0, entry);
    if (tally.recent.length > KEEP_RECENT) tally.recent.pop();
  }

  remove(record: PhoneClickRecord): void {
    if (record.isHeader) this.header--;
    const tally = this.pages.get(record.page);
    if (!tally) return;
    tally.count--;
    const at = tally.recent.findIndex((e) => e.record.id === record.id);
    if (at !== -1) tally.recent.splice(at, 1);
    if (tally.recent.length < Math.min(tally.count, KEEP_RECENT)) tally.complete = false;
  }
}

export interface PhoneClicksOptions extends MonthlyCollectionOptions<PhoneClickRecord> {
  /** Pages whose clicks are counted in memory (others are counted by reading every click). */
  trackedPages?: readonly string[];
}

export class LowdbPhoneClicksRepository
  extends MonthlyCollection<PhoneClickRecord>
  implements PhoneClicksRepository
{
  readonly #counters: ClickCounters;

  constructor(options: PhoneClicksOptions) {
    const counters = new ClickCounters(options.trackedPages ?? []);
    super({ ...options, indexes: [...(options.indexes ?? []), counters] });
    this.#counters = counters;
  }

  async stats(options: { recent: number; page: string; pageRecent: number }): Promise<PhoneClickStats> {
    const tally = this.#counters.pages.get(options.page);
    const page =
      tally && tally.complete && options.pageRecent <= KEEP_RECENT
        ? { total: tally.count, recent: tally.recent.slice(0, options.pageRecent).map((e) => e.record) }
        : await this.#countPage(options.page, options.pageRecent);
    return {
      total: await this.count(),
      header: this.#counters.header,
      recent: await this.list({ limit: options.recent }),
      page,
    };
  }

  async #countPage(page: string, recentCount: number): Promise<PhoneClickStats['page']> {
    const recent: PhoneClickRecord[] = [];
    let total = 0;
    await this.scanNewestFirst((c) => {
      if (c.page !== page) return;
      if (recent.length < recentCount) recent.push(c);
      total++;
    });
    return { total, recent };
  }
}
