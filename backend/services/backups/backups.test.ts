/**
 * Issue 46 items 1 and 2 on the JSON store: a backup taken while 32 connections write leads
 * holds every lead acknowledged before it began, each with its owner email (never half a
 * batch), is owner-only, and restores to a store that opens; BACKUP_KEEP prunes; a damaged
 * archive and a store a server holds are refused with nothing changed.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { buildContact } from '../../../tests/factories/contact.factory';
import { readStoredRecords } from '../../testing/store-files';
import { startLeadWriters } from '../../testing/lead-writers';
import { makeTempDir, startTestApp, type TestApp } from '../../testing/test-app';
import { StoreLockedError } from '../../store/store-error';
import { listBackups } from './backups';
import { RestoreRefused, restoreJsonStore } from './restore-json';

const TZ = 'America/New_York';
const WRITERS = 32;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const post = (app: TestApp, lead: object) => app.request('/api/contact', { method: 'POST', json: lead });

describe('backups of the JSON store', () => {
  it('a backup taken while 32 connections write restores every lead acknowledged before it, whole', async () => {
    const backupDir = join(await makeTempDir(), 'backups');
    t = await startTestApp({ backups: { dir: backupDir } });
    const app = t;
    const writers = startLeadWriters(app, WRITERS);
    await writers.reach(100);
    const before = [...writers.acknowledged];
    const backup = await app.backups.now();
    const during = writers.acknowledged.length;
    await writers.stop();
    expect(during, 'leads kept arriving while the backup ran').toBeGreaterThan(before.length);

    const file = join(backupDir, backup.name);
    expect(backup.name).toMatch(/^lhe-backup-.*\.tar\.gz$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(backupDir)).mode & 0o777).toBe(0o700);

    const restored = join(await makeTempDir(), 'store');
    const { counts, keptAside } = await restoreJsonStore(
      file,
      restored,
      join(restored, 'backups'),
      TZ,
      new Date(),
    );
    expect(keptAside).toBeUndefined();
    const contacts = await readStoredRecords<{ id: string }>(restored, 'contacts');
    const ids = new Set(contacts.map((c) => c.id));
    expect(
      before.filter((id) => !ids.has(id)),
      'acknowledged before the backup, missing',
    ).toEqual([]);
    expect(ids.size).toBe(contacts.length);
    expect(counts.contacts).toBe(contacts.length);
    // A lead and its owner email are one batch: the backup holds both or neither.
    const deliveries = await readStoredRecords<DeliveryRecord>(restored, 'deliveries');
    const emailed = new Set(deliveries.filter((d) => d.channel === 'owner-email').map((d) => d.leadId));
    expect(
      contacts.filter((c) => !emailed.has(c.id)),
      'leads without their owner email',
    ).toEqual([]);
    // The restored store serves.
    const served = await startTestApp({ dataDir: restored });
    try {
      const res = await post(served, buildContact());
      expect(res.status).toBe(201);
    } finally {
      await served.stop();
    }
  }, 60_000);

  it('keeps the newest BACKUP_KEEP', async () => {
    const backupDir = join(await makeTempDir(), 'backups');
    t = await startTestApp({ backups: { dir: backupDir, keep: 2 } });
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push((await t.backups.now()).name);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect((await listBackups(backupDir)).map((b) => b.name)).toEqual([made[2], made[1]]);
  });

  it('refuses a damaged archive, naming it, and changes nothing', async () => {
    const dataDir = await makeTempDir();
    t = await startTestApp({ dataDir, backups: { dir: join(dataDir, 'backups') } });
    await post(t, buildContact());
    const backup = await t.backups.now();
    await t.stop();
    t = undefined;
    const target = join(await makeTempDir(), 'store');
    await mkdir(target);
    await writeFile(join(target, 'users.json'), '[]\n');

    const cut = join(await makeTempDir(), 'cut.tar.gz');
    const whole = await readFile(join(dataDir, 'backups', backup.name));
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreJsonStore(cut, target, join(target, 'backups'), TZ, new Date())).rejects.toThrow(
      new RegExp(`${cut} is damaged`),
    );

    // A whole archive whose JSON inside is broken: the file that does not parse is named.
    const tar = gunzipSync(whole);
    const at = tar.indexOf('"id"');
    tar.write('#', at);
    const broken = join(await makeTempDir(), 'broken.tar.gz');
    await writeFile(broken, gzipSync(tar));
    const refused = restoreJsonStore(broken, target, join(target, 'backups'), TZ, new Date());
    await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refused).rejects.toThrow(/does not parse/);

    expect(await readdir(target)).toEqual(['users.json']);
    expect(await readdir(join(target, '..'))).toEqual(['store']);
  });

  it('refuses a store a server holds, and keeps the replaced store aside', async () => {
    const dataDir = join(await makeTempDir(), 'store');
    t = await startTestApp({ dataDir, backups: { dir: join(dataDir, 'backups') } });
    const lead = { ...buildContact(), id: randomUUID() };
    await post(t, lead);
    const backup = join(dataDir, 'backups', (await t.backups.now()).name);
    await post(t, buildContact());
    await expect(
      restoreJsonStore(backup, dataDir, join(dataDir, 'backups'), TZ, new Date()),
    ).rejects.toBeInstanceOf(StoreLockedError);
    await t.stop();
    t = undefined;

    const { keptAside, counts } = await restoreJsonStore(
      backup,
      dataDir,
      join(dataDir, 'backups'),
      TZ,
      new Date(),
    );
    expect(counts.contacts).toBe(1);
    expect((await readStoredRecords<{ id: string }>(dataDir, 'contacts')).map((c) => c.id)).toEqual([
      lead.id,
    ]);
    expect((await readStoredRecords(keptAside!, 'contacts')).length).toBe(2);
    // The backups stay with the store in use.
    expect((await listBackups(join(dataDir, 'backups'))).length).toBe(1);
  });
});
