/** phone-clicks.json: taps on phone links. */
import type { PhoneClickRecord } from '../../shared/schemas/phone-click';
import { LowdbCollection, newestFirst } from './lowdb-collection';
import type { Repository } from './repository';

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

export class LowdbPhoneClicksRepository
  extends LowdbCollection<PhoneClickRecord>
  implements PhoneClicksRepository
{
  async stats(options: { recent: number; page: string; pageRecent: number }): Promise<PhoneClickStats> {
    const all = newestFirst(this.rows);
    const onPage = all.filter((c) => c.page === options.page);
    return {
      total: all.length,
      header: all.filter((c) => c.isHeader).length,
      recent: this.copy(all.slice(0, options.recent)),
      page: { total: onPage.length, recent: this.copy(onPage.slice(0, options.pageRecent)) },
    };
  }
}
