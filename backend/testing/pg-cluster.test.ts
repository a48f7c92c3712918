import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from './pg-cluster';

let cluster: PgCluster;
const clients: pg.Client[] = [];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
  // Ask the server where it lives, so the check does not depend on other clusters in the temp folder.
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  const { rows } = await admin.query<{ data_directory: string }>('SHOW data_directory');
  await admin.end();
  const dir = dirname(rows[0].data_directory);
  expect(existsSync(dir)).toBe(true);

  await cluster.stop();
  await cluster.stop();
  expect(existsSync(dir)).toBe(false);
}, 60_000);

describe('startPgCluster', () => {
  it('gives each createDatabase() a database of its own', async () => {
    const [urlA, urlB] = await Promise.all([cluster.createDatabase(), cluster.createDatabase('Other-Tests')]);
    expect(urlA).not.toBe(urlB);
    expect(urlB).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/other_tests_[0-9a-f]+$/);

    const [a, b] = await Promise.all([connect(urlA), connect(urlB)]);
    for (const client of [a, b]) await client.query('CREATE TABLE notes (body text NOT NULL)');
    await a.query('INSERT INTO notes (body) VALUES ($1)', ['only in A']);

    expect((await a.query('SELECT body FROM notes')).rows).toEqual([{ body: 'only in A' }]);
    expect((await b.query('SELECT body FROM notes')).rows).toEqual([]);
  });

  it('keeps fsync on and answers settings', async () => {
    const client = await connect(await cluster.createDatabase());
    expect((await client.query('SHOW fsync')).rows[0].fsync).toBe('on');
    const { rows } = await client.query<{ tz: string }>("SELECT current_setting('TimeZone') AS tz");
    expect(rows[0].tz).toEqual(expect.any(String));
    expect(rows[0].tz.length).toBeGreaterThan(0);
  });
});
