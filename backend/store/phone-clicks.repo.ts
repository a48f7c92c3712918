/**
 * phone-clicks/: taps on phone links, in month segments. The dashboard's counts (header clicks,
 * clicks on a tracked page) are kept as clicks come and go, so the summary never counts the
 * whole history; a page's latest clicks are read back from the newest month until found.
 */
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import { LowdbCollection, type CollectionOptions, type RecordIndex } from './lowdb-collection';
import { jsonCopy } from './records';
import type { PhoneClickStats, PhoneClicksRepository } from './repository';

class ClickCounts implements RecordIndex<PhoneClickRecord> {
  header = 0;
  readonly pages: Map<string, number>;

  constructor(trackedPages: readonly string[]) {
    this.pages = new Map(trackedPages.map((page) => [page, 0]));
  }

  add(record: PhoneClickRecord, by = 1): void {
    if (record.isHeader) this.header += by;
    const count = this.pages.get(record.page);
    if (count !== undefined) this.pages.set(record.page, count + by);
  }

  remove(record: PhoneClickRecord): void {
    this.add(record, -1);
  }
}

export interface PhoneClicksOptions extends CollectionOptions<PhoneClickRecord> {
  /** Pages whose clicks are counted in memory (others are counted by reading every click). */
  trackedPages?: readonly string[];
}

export class LowdbPhoneClicksRepository
  extends LowdbCollection<PhoneClickRecord>
  implements PhoneClicksRepository
{
  readonly #counts: ClickCounts;

  constructor(options: PhoneClicksOptions) {
    super(options);
    this.#counts = this.indexed(new ClickCounts(options.trackedPages ?? []));
  }

  async stats(options: { recent: number; page: string; pageRecent: number }): Promise<PhoneClickStats> {
    const known = this.#counts.pages.get(options.page);
    const latest: PhoneClickRecord[] = [];
    let counted = 0;
    if (known !== 0) {
      await this.walk(0, (click) => {
        if (click.page !== options.page) return;
        if (latest.length < options.pageRecent) latest.push(click);
        counted++;
        // A tracked page's total is known: stop once its latest clicks are found.
        return known === undefined || latest.length < Math.min(options.pageRecent, known);
      });
    }
    return {
      total: await this.count(),
      header: this.#counts.header,
      recent: await this.list({ limit: options.recent }),
      page: { total: known ?? counted, recent: jsonCopy(latest) },
    };
  }
}
