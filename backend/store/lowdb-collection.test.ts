import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rmdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactRecord } from '#shared/schemas/contact';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import { readStoredRecords } from '../testing/store-files';
import { makeTempDir } from '../testing/test-app';
import { GroupCommit } from './group-commit';
import { LowdbCollection, type CollectionOptions } from './lowdb-collection';
import { LowdbPhoneClicksRepository } from './phone-clicks.repo';
import { newestFirst } from './records';
import { SegmentCache } from './segment';
import { scanCollection } from './segment-scan';

const commits: GroupCommit[] = [];
afterEach(() => Promise.all(commits.splice(0).map((c) => c.close())));

/** Options for a collection in a fresh folder: small segments, and a cache that barely holds one. */
async function options<T>(dir?: string, sizes = { segment: 600, cache: 700 }): Promise<CollectionOptions<T>> {
  const folder = dir ?? join(await makeTempDir('lhe-monthly-'), 'contacts');
  await mkdir(folder, { recursive: true });
  const commit = new GroupCommit();
  commits.push(commit);
  return {
    layout: { folder },
    commit,
    cache: new SegmentCache(sizes.cache),
    segmentMaxChars: sizes.segment,
  };
}

let n = 0;
const contact = (createdAt: string, overrides: Partial<ContactRecord> = {}): ContactRecord => ({
  id: randomUUID(),
  name: `Person ${++n}`,
  phone: '201-555-0100',
  email: `p${n}@example.com`,
  address: '1 Main St',
  city: 'Hoboken',
  state: 'NJ',
  service: 'siding',
  homeowner: false,
  source: 'website',
  createdAt,
  ...overrides,
});

/** The folder of a collection made by options(). */
const folderOf = (repo: { layout: object }) => (repo.layout as { folder: string }).folder;

async function reopen(folder: string) {
  const opts = await options<ContactRecord>(folder);
  const repo = new LowdbCollection<ContactRecord>(opts);
  await scanCollection(repo, opts.commit);
  return repo;
}

describe('month segments', () => {
  it('starts a new segment when one is full, and a write rewrites only its own segment', async () => {
    const repo = new LowdbCollection<ContactRecord>(await options<ContactRecord>());
    for (let i = 0; i < 12; i++)
      await repo.insert(contact(`2026-03-01T00:00:${String(i).padStart(2, '0')}Z`));
    const names = (await readdir(folderOf(repo))).sort();
    expect(names.length).toBeGreaterThan(3);
    expect(names.every((name) => /^2026-03\.\d{3}\.json$/.test(name))).toBe(true);
    const before = await Promise.all(names.map((name) => stat(join(folderOf(repo), name))));
    await repo.insert(contact('2026-03-01T00:01:00Z'));
    const after = await Promise.all(names.map((name) => stat(join(folderOf(repo), name))));
    const rewritten = names.filter(
      (_, i) => after[i].mtimeMs !== before[i].mtimeMs || after[i].ino !== before[i].ino,
    );
    expect(rewritten.length).toBeLessThanOrEqual(1);
    for (const b of before) expect(b.size).toBeLessThan(1200);
  });

  it('pages newest first across months and segments, like a full sort would', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 90 * 24 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.record({ offset: fc.nat(45), limit: fc.integer({ min: 1, max: 45 }) }), { maxLength: 4 }),
        async (hours, pages) => {
          const repo = new LowdbCollection<ContactRecord>(await options<ContactRecord>());
          const inserted: ContactRecord[] = [];
          // Out-of-order times (a clock stepping back) and equal times must keep the same order.
          for (const h of hours) {
            const record = contact(new Date(Date.UTC(2026, 0, 1) + h * 3_600_000).toISOString());
            inserted.push(record);
            await repo.insert(record);
          }
          const expected = newestFirst(inserted).map((c) => c.id);
          expect((await repo.list()).map((c) => c.id)).toEqual(expected);
          for (const page of pages) {
            const got = await repo.list(page);
            expect(got.map((c) => c.id)).toEqual(expected.slice(page.offset, page.offset + page.limit));
          }
          const again = await reopen(folderOf(repo));
          expect((await again.list()).map((c) => c.id)).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('finds, updates and removes records in segments that are not in memory', async () => {
    const repo = new LowdbCollection<ContactRecord>(await options<ContactRecord>());
    const records = Array.from({ length: 10 }, (_, i) => contact(`2026-0${1 + (i % 3)}-05T00:00:00Z`));
    for (const r of records) await repo.insert(r);
    expect((await repo.findById(records[0].id))?.name).toBe(records[0].name);
    expect((await repo.update(records[1].id, { city: 'Fort Lee' }))?.city).toBe('Fort Lee');
    expect(await repo.remove(records[2].id)).toBe(true);
    expect(await repo.remove(records[2].id)).toBe(false);
    expect(await repo.count()).toBe(9);
    const stored = await readStoredRecords<ContactRecord>(join(folderOf(repo), '..'), 'contacts');
    expect(stored.find((c) => c.id === records[1].id)?.city).toBe('Fort Lee');
    expect(stored.some((c) => c.id === records[2].id)).toBe(false);
    expect(stored).toHaveLength(9);
  });

  it('stores one record when the same id is inserted concurrently', async () => {
    const repo = new LowdbCollection<ContactRecord>(await options<ContactRecord>());
    const record = contact('2026-01-01T00:00:00Z');
    const results = await Promise.all(Array.from({ length: 5 }, () => repo.insertIfAbsent(record)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await readStoredRecords(join(folderOf(repo), '..'), 'contacts')).toHaveLength(1);
  });

  it('undoes an insert whose write fails, and stores later ones', async () => {
    const repo = new LowdbCollection<ContactRecord>(await options<ContactRecord>());
    const first = contact('2026-01-01T00:00:00Z');
    await repo.insert(first);
    // A folder where the temp file must go makes the next write fail.
    const blocker = join(folderOf(repo), '.2026-01.001.json.tmp');
    await mkdir(blocker);
    const failed = contact('2026-01-01T00:00:01Z');
    await expect(repo.insert(failed)).rejects.toThrow();
    expect(await repo.count()).toBe(1);
    expect(await repo.findById(failed.id)).toBeUndefined();
    await rmdir(blocker);
    const later = contact('2026-01-01T00:00:02Z');
    await repo.insert(later);
    const stored = await readStoredRecords<ContactRecord>(join(folderOf(repo), '..'), 'contacts');
    expect(stored.map((c) => c.id)).toEqual([first.id, later.id]);
    // The failed id is free again.
    expect((await repo.insertIfAbsent(failed)).created).toBe(true);
  });
});

describe('concurrent operations with a cache smaller than one segment', () => {
  it('leave memory, the files and a restart in agreement', async () => {
    const repo = new LowdbCollection<ContactRecord>(
      await options<ContactRecord>(undefined, { segment: 600, cache: 1 }),
    );
    const model = new Map<string, ContactRecord>();
    let seed = 7;
    const rnd = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    let second = 0;
    for (let round = 0; round < 10; round++) {
      const ids = [...model.keys()];
      const touched = new Set<string>();
      const ops: Promise<unknown>[] = [];
      for (let i = 0; i < 25; i++) {
        const id = ids[rnd(Math.max(1, ids.length))];
        const kind = ids.length === 0 ? 0 : rnd(5);
        if (kind <= 1 || touched.has(id)) {
          const month = 1 + rnd(4);
          const record = contact(new Date(Date.UTC(2026, month, 1, 0, 0, second++)).toISOString());
          model.set(record.id, record);
          ops.push(repo.insertIfAbsent(record), repo.insertIfAbsent(record));
        } else if (kind === 2) {
          touched.add(id);
          model.set(id, { ...model.get(id)!, city: `City ${round}-${i}` });
          ops.push(repo.update(id, { city: `City ${round}-${i}` }));
        } else if (kind === 3) {
          touched.add(id);
          model.delete(id);
          ops.push(repo.remove(id));
        } else {
          ops.push(repo.findById(id), repo.list({ offset: rnd(20), limit: 5 }));
        }
      }
      await Promise.all(ops);
    }
    const expected = [...model.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(await repo.list()).toEqual(expected);
    expect(await repo.count()).toBe(expected.length);
    const onDisk = await readStoredRecords<ContactRecord>(join(folderOf(repo), '..'), 'contacts');
    expect(onDisk.sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(expected);
    expect(await (await reopen(folderOf(repo))).list()).toEqual(expected);
  });
});

describe('phone click counters', () => {
  const click = (i: number, page: string, isHeader: boolean): PhoneClickRecord => ({
    id: randomUUID(),
    page,
    element: `e${i}`,
    isHeader,
    createdAt: new Date(Date.UTC(2026, i % 4, 1, 0, 0, i)).toISOString(),
  });

  it('match a count over every click, through inserts, removals and a restart', async () => {
    const opts = await options<PhoneClickRecord>(undefined, { segment: 2000, cache: 3000 });
    const repo = new LowdbPhoneClicksRepository({ ...opts, trackedPages: ['/lander-p'] });
    const all: PhoneClickRecord[] = [];
    for (let i = 0; i < 60; i++) {
      const record = click(i, i % 3 ? '/windows' : '/lander-p', i % 2 === 0);
      all.push(record);
      await repo.insert(record);
    }
    for (const gone of all.splice(0, 40, ...[]).filter((_, i) => i % 4 === 0)) {
      await repo.remove(gone.id);
    }
    const expected = async (clicks: PhoneClickRecord[], r: LowdbPhoneClicksRepository, page: string) => {
      const stored = await r.list();
      const onPage = stored.filter((c) => c.page === page);
      expect(await r.stats({ recent: 10, page, pageRecent: 5 })).toEqual({
        total: stored.length,
        header: stored.filter((c) => c.isHeader).length,
        recent: stored.slice(0, 10),
        page: { total: onPage.length, recent: onPage.slice(0, 5) },
      });
      expect(stored.length).toBeGreaterThan(clicks.length);
    };
    await expected(all, repo, '/lander-p');
    await expected(all, repo, '/windows'); // not tracked: counted from disk
    const again = new LowdbPhoneClicksRepository({
      ...(await options<PhoneClickRecord>(folderOf(opts))),
      trackedPages: ['/lander-p'],
    });
    await scanCollection(again, opts.commit);
    await expected(all, again, '/lander-p');
  });
});
