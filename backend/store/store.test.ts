import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { chmod, mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ContactRecord } from '#shared/schemas/contact';
import { createApp } from '../app';
import { MANAGE_KEY_FILE } from '../lib/manage-token';
import { readStoredRecords } from '../testing/store-files';
import { makeTempDir, startTestApp } from '../testing/test-app';
import { COLLECTION_FILES, COLLECTION_FOLDERS, openStore } from './store';
import { booking, click } from './repository.contract';
import { StoreLockedError } from './store-error';

const TZ = 'America/New_York';
const tempDir = () => makeTempDir('lhe-store-');

const contact = (
  i: number,
  createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
): ContactRecord => ({
  id: randomUUID(),
  name: `Person ${i}`,
  phone: '201-555-0100',
  email: `p${i}@example.com`,
  address: '1 Main St',
  city: 'Hoboken',
  state: 'NJ',
  service: 'siding',
  homeowner: false,
  message: undefined,
  source: 'website',
  createdAt,
});

describe('store layout', () => {
  it('creates a folder per growing collection, a file per small one and a lock', async () => {
    const dataDir = join(await tempDir(), 'nested', 'store');
    const store = await openStore({ dataDir, timeZone: TZ });
    expect((await readdir(dataDir)).sort()).toEqual(
      ['.lock', ...Object.values(COLLECTION_FILES), ...Object.values(COLLECTION_FOLDERS)].sort(),
    );
    expect((await readFile(join(dataDir, '.lock'), 'utf8')).trim()).toBe(String(process.pid));
    for (const file of Object.values(COLLECTION_FILES)) {
      expect(JSON.parse(await readFile(join(dataDir, file), 'utf8'))).toEqual([]);
    }
    for (const folder of Object.values(COLLECTION_FOLDERS)) {
      expect(await readdir(join(dataDir, folder))).toEqual([]);
    }
    await store.close();
    expect(await readdir(dataDir)).not.toContain('.lock');
  });

  it('keeps every file and folder readable by its owner only, and tightens an existing store at start', async () => {
    const dataDir = await tempDir();
    await mkdir(join(dataDir, 'contacts'), { mode: 0o755 });
    await writeFile(join(dataDir, 'users.json'), '[]\n', { mode: 0o644 });
    await chmod(dataDir, 0o755);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const store = await openStore({ dataDir, timeZone: TZ });
    try {
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^Store: 3 files and folders in .* now owner-only\.$/),
      );
      await store.contacts.insert(contact(1, '2026-01-31T23:59:59.000Z'));
      const modeOf = async (path: string) => (await stat(path)).mode & 0o777;
      expect(await modeOf(dataDir)).toBe(0o700);
      expect(await modeOf(join(dataDir, 'contacts'))).toBe(0o700);
      expect(await modeOf(join(dataDir, 'booked-calls'))).toBe(0o700);
      expect(await modeOf(join(dataDir, 'users.json'))).toBe(0o600);
      expect(await modeOf(join(dataDir, 'sessions.json'))).toBe(0o600);
      expect(await modeOf(join(dataDir, 'contacts', '2026-01.001.json'))).toBe(0o600);
      expect(await modeOf(join(dataDir, '.lock'))).toBe(0o600);
    } finally {
      log.mockRestore();
      await store.close();
    }
  });

  it('files records by the month of createdAt, one record per line', async () => {
    const dataDir = await tempDir();
    const store = await openStore({ dataDir, timeZone: TZ });
    await store.contacts.insert(contact(1, '2026-01-31T23:59:59.000Z'));
    await store.contacts.insert(contact(2, '2026-02-01T00:00:00.000Z'));
    await store.contacts.insert(contact(3, 'not a date'));
    expect(await readdir(join(dataDir, 'contacts'))).toEqual([
      '2026-01.001.json',
      '2026-02.001.json',
      'undated.001.json',
    ]);
    const text = await readFile(join(dataDir, 'contacts', '2026-02.001.json'), 'utf8');
    expect(text.split('\n')).toHaveLength(4);
    expect(text).toMatch(/^\[\n\{"id":"[^"]+","name":"Person 2",.*\}\n\]\n$/);
    await store.close();
  });

  it('keeps every one of many concurrent inserts, on disk when each resolves', async () => {
    const dataDir = await tempDir();
    const store = await openStore({ dataDir, timeZone: TZ });
    const records = Array.from({ length: 50 }, (_, i) => contact(i));
    await Promise.all(
      records.map(async (r) => {
        await store.contacts.insert(r);
        const onDisk = await readStoredRecords<ContactRecord>(dataDir, 'contacts');
        expect(onDisk.some((c) => c.id === r.id)).toBe(true);
      }),
    );
    expect(await readStoredRecords(dataDir, 'contacts')).toHaveLength(50);
    await store.close();

    const reopened = await openStore({ dataDir, timeZone: TZ });
    expect(await reopened.contacts.count()).toBe(50);
    expect((await reopened.contacts.list({ limit: 2 })).map((c) => c.name)).toEqual([
      'Person 49',
      'Person 48',
    ]);
    await reopened.close();
  });
});

describe('a restart', () => {
  it('reads back every collection as it was written', async () => {
    const dataDir = await tempDir();
    const store = await openStore({ dataDir, timeZone: TZ });
    const at = '2026-01-01T00:00:00.000Z';
    await store.contacts.insert(contact(1));
    await store.bookings.insert({ ...booking('2030-01-15', '3:00 PM'), createdAt: at });
    await store.phoneClicks.insert(click(at, '/lander-p', true));
    await store.newsletter.insert({
      id: randomUUID(),
      email: 'a@example.com',
      source: 'blog',
      createdAt: at,
    });
    await store.users.insert({
      id: randomUUID(),
      username: 'u',
      role: 'canvasser',
      passwordHash: 'h',
      passwordChangedAt: at,
      createdAt: at,
    });
    await store.sessions.insert({ id: randomUUID(), userId: 'u', createdAt: at, lastSeenAt: at });
    await store.blog.seedIfEmpty([{ id: randomUUID(), title: 'T', slug: 't', content: 'C', createdAt: at }]);
    const names = ['contacts', 'bookings', 'phoneClicks', 'newsletter', 'users', 'sessions', 'blog'] as const;
    const before = await Promise.all(names.map((name) => store[name].list()));
    await store.close();

    const reopened = await openStore({ dataDir, timeZone: TZ });
    expect(await Promise.all(names.map((name) => reopened[name].list()))).toEqual(before);
    expect(await reopened.bookings.bookedTimesOn('2030-01-15')).toEqual(['3:00 PM']);
    expect(
      (await reopened.phoneClicks.stats({ recent: 1, page: '/lander-p', pageRecent: 1 })).page.total,
    ).toBe(1);
    await reopened.close();
  });
});

describe("the manage links' key", () => {
  it('is made once in DATA_DIR, owner-only, and is the same after a restart', async () => {
    const dataDir = await tempDir();
    const store = await openStore({ dataDir, timeZone: TZ });
    const [key, again] = await Promise.all([store.manageLinkKey(), store.manageLinkKey()]);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again).toBe(key);
    expect((await stat(join(dataDir, MANAGE_KEY_FILE))).mode & 0o777).toBe(0o600);
    await store.close();
    const reopened = await openStore({ dataDir, timeZone: TZ });
    expect(await reopened.manageLinkKey()).toBe(key);
    await reopened.close();
  });
});

describe('accounts stored before roles existed', () => {
  it('start as they did and read as admins, until a role is set', async () => {
    const dataDir = await tempDir();
    const at = '2026-01-01T00:00:00.000Z';
    const old = {
      id: randomUUID(),
      username: 'Owner',
      passwordHash: 'h',
      passwordChangedAt: at,
      createdAt: at,
    };
    await writeFile(join(dataDir, COLLECTION_FILES.users), JSON.stringify([old]), { mode: 0o600 });
    const store = await openStore({ dataDir, timeZone: TZ });
    try {
      const admin = { ...old, role: 'admin' };
      expect(await store.users.findByUsername('owner')).toEqual(admin);
      expect(await store.users.findById(old.id)).toEqual(admin);
      expect(await store.users.list()).toEqual([admin]);
      expect(await store.users.update(old.id, { role: 'canvasser' })).toEqual({ ...old, role: 'canvasser' });
    } finally {
      await store.close();
    }
  });
});

describe('a store file that cannot be read', () => {
  it('stops the start naming the segment, and leaves it and everything else unchanged', async () => {
    const dataDir = await tempDir();
    await mkdir(join(dataDir, 'booked-calls'));
    const file = join(dataDir, 'booked-calls', '2026-03.001.json');
    await writeFile(file, '[{"id": "a",');
    await expect(createApp({ dataDir, blogSeedFile: null })).rejects.toThrow(file);
    expect(await readFile(file, 'utf8')).toBe('[{"id": "a",');
    // Nothing else was written and the lock was released.
    expect(await readdir(dataDir)).toEqual(['booked-calls']);
    expect(await readdir(join(dataDir, 'booked-calls'))).toEqual(['2026-03.001.json']);
  });

  it.each([
    ['{"users": []}', 'must hold a JSON array'],
    ['[{"name": "no id"}]', 'holds an invalid record at index 0'],
  ])('refuses a segment holding %s', async (text, message) => {
    const dataDir = await tempDir();
    await mkdir(join(dataDir, 'phone-clicks'));
    const file = join(dataDir, 'phone-clicks', '2026-03.001.json');
    await writeFile(file, text);
    await expect(openStore({ dataDir, timeZone: TZ })).rejects.toThrow(`Store file ${file} ${message}`);
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('refuses a small collection file that is JSON but not an array', async () => {
    const dataDir = await tempDir();
    const file = join(dataDir, 'users.json');
    await writeFile(file, '{"users": []}');
    await expect(openStore({ dataDir, timeZone: TZ })).rejects.toThrow(
      `Store file ${file} must hold a JSON array`,
    );
    expect(await readFile(file, 'utf8')).toBe('{"users": []}');
  });

  it('refuses a collection still in the old single-file layout, leaving it unchanged', async () => {
    const dataDir = await tempDir();
    const file = join(dataDir, 'contacts.json');
    await writeFile(file, '[]');
    await expect(openStore({ dataDir, timeZone: TZ })).rejects.toThrow(`Store file ${file} is in the old`);
    expect(await readdir(dataDir)).toEqual(['contacts.json']);
  });

  it('refuses a record stored in two files, naming both', async () => {
    const dataDir = await tempDir();
    await mkdir(join(dataDir, 'contacts'));
    const record = contact(1);
    for (const name of ['2026-01.001.json', '2026-01.002.json']) {
      await writeFile(join(dataDir, 'contacts', name), JSON.stringify([record]));
    }
    await expect(openStore({ dataDir, timeZone: TZ })).rejects.toThrow(
      /2026-01\.001\.json and in .*2026-01\.002/,
    );
  });

  it('removes temp files of interrupted writes and ignores unknown files', async () => {
    const dataDir = await tempDir();
    await mkdir(join(dataDir, 'contacts'));
    await writeFile(join(dataDir, 'contacts', '.2026-01.001.json.tmp'), '[{"id":');
    await writeFile(join(dataDir, 'contacts', 'notes.txt'), 'mine');
    const store = await openStore({ dataDir, timeZone: TZ });
    expect((await readdir(join(dataDir, 'contacts'))).sort()).toEqual(['notes.txt']);
    await store.close();
  });
});

describe('store lock', () => {
  it('lets one owner at a time open a store', async () => {
    const dataDir = await tempDir();
    const first = await startTestApp({ dataDir });
    try {
      await expect(createApp({ dataDir, blogSeedFile: null })).rejects.toThrow(StoreLockedError);
    } finally {
      await first.stop();
    }
    const again = await openStore({ dataDir, timeZone: TZ });
    await again.close();
  });

  it('refuses a store locked by another live process, with its pid', async () => {
    const dataDir = await tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await writeFile(join(dataDir, '.lock'), `${other.pid}\n`);
      await expect(openStore({ dataDir, timeZone: TZ })).rejects.toThrow(
        `in use by another process (pid ${other.pid})`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a dead process', async () => {
    const dataDir = await tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    await writeFile(join(dataDir, '.lock'), `${dead.pid}\n`);
    const store = await openStore({ dataDir, timeZone: TZ });
    expect((await readFile(join(dataDir, '.lock'), 'utf8')).trim()).toBe(String(process.pid));
    await store.close();
  });
});
