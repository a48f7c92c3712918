/** phone_clicks: taps on phone links; the dashboard's counts are one aggregate query. */
import { sql, type Kysely } from 'kysely';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import type { PhoneClickStats, PhoneClicksRepository } from '../repository';
import { PgCollection } from './pg-collection';

export class PgPhoneClicksRepository extends PgCollection<PhoneClickRecord> implements PhoneClicksRepository {
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'phone_clicks' });
  }

  async stats(options: { recent: number; page: string; pageRecent: number }): Promise<PhoneClickStats> {
    const onPage = sql`data->>'page' = ${options.page}`;
    const { rows } = await sql<{ total: number; header: number; page: number }>`
      SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE (data->>'isHeader')::boolean))::int AS header,
        (count(*) FILTER (WHERE ${onPage}))::int AS page
      FROM phone_clicks`.execute(this.db);
    return {
      total: rows[0].total,
      header: rows[0].header,
      recent: await this.list({ limit: options.recent }),
      page: { total: rows[0].page, recent: await this.select(onPage, { limit: options.pageRecent }) },
    };
  }
}
