/**
 * Issue 46 items 1 and 2 on PostgreSQL: a backup (pg_dump) taken while 32 connections write leads
 * restores, into another database, every lead acknowledged before it began; a restore is refused
 * while a server is connected, and a file that is not a dump is refused.
 */
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RestoreRefused } from './restore-json';
import { restorePgStore } from './restore-pg';
import { startPgCluster, type PgCluster } from '../../testing/pg-cluster';
import { startLeadWriters } from '../../testing/lead-writers';
import { makeTempDir, startTestApp, type TestApp } from '../../testing/test-app';

const WRITERS = 32;

let cluster: PgCluster;
let t: TestApp | undefined;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 120_000);

afterAll(async () => {
  await t?.stop();
  await cluster?.stop();
});

async function contactIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ id: string }>('SELECT id FROM contacts')).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

describe('backups of PostgreSQL', () => {
  it('a pg_dump taken under 32 writers restores every lead acknowledged before it', async () => {
    const source = await cluster.createDatabase('source');
    const backupDir = join(await makeTempDir(), 'backups');
    t = await startTestApp({ databaseUrl: source, backups: { dir: backupDir } });
    const app = t;
    const writers = startLeadWriters(app, WRITERS);
    await writers.reach(100);
    const before = [...writers.acknowledged];
    const backup = await app.backups.now();
    await writers.stop();
    expect(backup.name).toMatch(/^lhe-backup-.*\.dump$/);
    const file = join(backupDir, backup.name);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const target = await cluster.createDatabase('target');
    // A server on the target database: the restore refuses to pull the data from under it.
    const onTarget = await startTestApp({ databaseUrl: target });
    await expect(restorePgStore(file, target, backupDir, new Date())).rejects.toThrow(
      /A server is connected/,
    );
    await onTarget.stop();

    const { counts, keptAside } = await restorePgStore(file, target, backupDir, new Date());
    expect(keptAside).toMatch(/lhe-before-restore-.*\.dump$/);
    const ids = new Set(await contactIds(target));
    expect(
      before.filter((id) => !ids.has(id)),
      'acknowledged before the backup, missing',
    ).toEqual([]);
    expect(counts.contacts).toBe(ids.size);

    const notADump = join(backupDir, 'not-a-dump.dump');
    await writeFile(notADump, 'hello');
    await expect(restorePgStore(notADump, target, backupDir, new Date())).rejects.toBeInstanceOf(
      RestoreRefused,
    );
    expect(await contactIds(target)).toHaveLength(ids.size);
  }, 120_000);
});
