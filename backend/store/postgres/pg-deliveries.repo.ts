/**
 * deliveries: the message queue. `changed` takes the next number of a sequence at every write, so
 * "longest pending first" is the order messages last changed, as in the JSON store; the partial
 * index keeps the worker's "what is due" off the sent history.
 */
import { sql, type Kysely } from 'kysely';
import {
  DELIVERY_STATES,
  PENDING_STATES,
  type DeliveryRecord,
  type DeliveryState,
} from '#shared/schemas/delivery';
import { dueAt } from '../record-rules';
import type { DeliveriesRepository, Page } from '../repository';
import { PgCollection } from './pg-collection';

// Literals, written as the partial index deliveries_due is, so that the planner uses it.
const PENDING = sql`state IN (${sql.join(PENDING_STATES.map((s) => sql.lit(s)))})`;

export class PgDeliveriesRepository extends PgCollection<DeliveryRecord> implements DeliveriesRepository {
  constructor(db: Kysely<unknown>) {
    super({
      db,
      table: 'deliveries',
      columns: (m) => {
        const due = dueAt(m);
        return {
          state: m.state,
          next_attempt_at: Number.isNaN(due) ? null : new Date(due),
          changed: sql`nextval('deliveries_changed')`,
        };
      },
    });
  }

  async due(until: Date, limit: number): Promise<DeliveryRecord[]> {
    const { rows } = await sql<{ data: DeliveryRecord }>`
      SELECT data FROM deliveries WHERE ${PENDING} AND next_attempt_at <= ${until}
      ORDER BY changed LIMIT ${limit}`.execute(this.db);
    return rows.map((r) => r.data);
  }

  // One statement: a server that waited on another's row lock re-checks the WHERE on the row
  // that server left, so exactly one of them takes the message.
  async claim(message: DeliveryRecord, leaseUntil: Date): Promise<boolean> {
    const { rows } = await sql`
      UPDATE deliveries SET next_attempt_at = ${leaseUntil},
        data = jsonb_set(data, '{nextAttemptAt}', to_jsonb(${leaseUntil.toISOString()}::text)),
        changed = nextval('deliveries_changed')
      WHERE id = ${message.id} AND ${PENDING}
        AND data->>'nextAttemptAt' IS NOT DISTINCT FROM ${message.nextAttemptAt ?? null}
        AND (data->>'attempts')::int = ${message.attempts}
      RETURNING id`.execute(this.db);
    return rows.length === 1;
  }

  async withdrawPending(id: string): Promise<boolean> {
    return (await this.removeUnless(id, (before) => !PENDING_STATES.includes(before.state))) === 'removed';
  }

  async nextDueAt(): Promise<Date | undefined> {
    const { rows } = await sql<{ at: Date | null }>`
      SELECT min(next_attempt_at) AS at FROM deliveries WHERE ${PENDING}`.execute(this.db);
    return rows[0].at ?? undefined;
  }

  async listInStates(
    states: readonly DeliveryState[],
    page: Page = {},
  ): Promise<{ items: DeliveryRecord[]; total: number }> {
    if (states.length === 0) return { items: [], total: 0 };
    const where = sql`state IN (${sql.join([...states])})`;
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM deliveries WHERE ${where}`.execute(this.db);
    return { items: await this.select(where, page), total: rows[0].n };
  }

  async countByState(): Promise<Record<DeliveryState, number>> {
    const { rows } = await sql<{ state: DeliveryState; n: number }>`
      SELECT state, count(*)::int AS n FROM deliveries GROUP BY state`.execute(this.db);
    const counts = Object.fromEntries(DELIVERY_STATES.map((s) => [s, 0])) as Record<DeliveryState, number>;
    for (const row of rows) counts[row.state] = row.n;
    return counts;
  }
}
