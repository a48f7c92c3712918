/**
 * Issue 46 item 6: PostgreSQL restarted with `pg_ctl -m immediate` while the real server takes
 * leads. The process stays up, answers 503 with a Retry-After (and /api/health 503) during the
 * outage, stores again
 * within seconds of the database's return, keeps every acknowledged lead exactly once, and its
 * delivery queue resumes.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact } from '../../../tests/factories/contact.factory';
import { startPgCluster, type PgCluster } from '../../testing/pg-cluster';
import { startServerProcess, killHard, type ServerProcess } from '../../testing/server-process';
import { makeTempDir } from '../../testing/test-app';

const WRITERS = 8;

let cluster: PgCluster;
let databaseUrl: string;
let server: ServerProcess;

beforeAll(async () => {
  cluster = await startPgCluster();
  databaseUrl = await cluster.createDatabase();
  server = await startServerProcess({ dataDir: await makeTempDir(), env: { DATABASE_URL: databaseUrl } });
}, 120_000);

afterAll(async () => {
  if (server) await killHard(server);
  await cluster?.stop();
});

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('a PostgreSQL restart under load', () => {
  it('answers 503 while the database is down, then stores again; every acknowledged lead once', async () => {
    const acknowledged = new Set<string>();
    const statuses = new Map<number, number>();
    let retryAfterOn503 = true;
    let stop = false;
    let gone = '';

    // Each writer sends one lead until it is acknowledged (201, or 200 for a replay), as the
    // outbox does, then the next; a 503 must carry a Retry-After.
    const writer = async () => {
      while (!stop) {
        const lead = { ...buildContact(), id: randomUUID() };
        for (;;) {
          const res = await fetch(`${server.baseUrl}/api/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(lead),
          }).catch(() => undefined);
          if (!res) {
            gone = `The server stopped answering:\n${server.output()}`;
            stop = true;
            return;
          }
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          await res.arrayBuffer();
          if (res.status === 201 || res.status === 200) {
            acknowledged.add(lead.id);
            break;
          }
          if (res.status === 503 && !res.headers.get('retry-after')) retryAfterOn503 = false;
          if (stop) break;
          await sleep(100);
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);

    await sleep(1_500);
    const beforeOutage = acknowledged.size;
    await cluster.halt();
    await sleep(3_000);
    const during = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...buildContact(), id: randomUUID() }),
    });
    expect(during.status, 'a write while the database is down').toBe(503);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status, 'the health check while the database is down').toBe(503);
    expect(gone).toBe('');
    expect(server.child.exitCode, server.output()).toBeNull();

    await cluster.resume();
    const resumedAt = Date.now();
    const duringOutage = acknowledged.size;
    while (acknowledged.size <= duringOutage + WRITERS && Date.now() - resumedAt < 20_000) await sleep(100);
    const recoveredMs = Date.now() - resumedAt;
    stop = true;
    await Promise.all(writers);
    expect(gone).toBe('');

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(beforeOutage, 'leads stored before the outage').toBeGreaterThan(0);
    expect(statuses.get(503), 'answers during the outage').toBeGreaterThan(0);
    expect(retryAfterOn503, 'every 503 carries a Retry-After').toBe(true);
    expect(recoveredMs, 'stores again within seconds of the return').toBeLessThan(15_000);
    expect(
      [...statuses.keys()].every((s) => [200, 201, 503].includes(s)),
      JSON.stringify([...statuses]),
    ).toBe(true);

    const stored = await query<{ id: string }>('SELECT id FROM contacts');
    const ids = stored.map((r) => r.id);
    expect(new Set(ids).size, 'no lead stored twice').toBe(ids.length);
    const missing = [...acknowledged].filter((id) => !ids.includes(id));
    expect(missing, 'acknowledged leads not stored').toEqual([]);

    // The delivery queue resumes: every lead's owner email leaves the queue (kept as .eml files).
    const deadline = Date.now() + 30_000;
    let pending = Infinity;
    while (Date.now() < deadline) {
      [{ pending }] = await query<{ pending: number }>(
        "SELECT count(*)::int AS pending FROM deliveries WHERE state IN ('queued', 'retrying')",
      );
      if (pending === 0) break;
      await sleep(250);
    }
    expect(pending, 'messages still queued').toBe(0);
    expect((await fetch(`${server.baseUrl}/api/health`)).status, 'the health check afterwards').toBe(200);
  }, 90_000);
});
