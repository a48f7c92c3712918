import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContactRecord } from '../../shared/schemas/contact';
import { createApp } from '../app';
import { makeTempDir, startTestApp } from '../testing/test-app';
import { COLLECTION_FILES, openStore } from './store';
import { StoreLockedError } from './store-error';

const TZ = 'America/New_York';
const tempDir = () => makeTempDir('lhe-store-');

const contact = (i: number): ContactRecord => ({
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
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
});

describe('store files', () => {
  it('creates one JSON file per collection and a lock on first open', async () => {
    const dataDir = join(await tempDir(), 'nested', 'store');
    const store = await openStore({ dataDir, timeZone: TZ });
    expect((await readdir(dataDir)).sort()).toEqual(['.lock', ...Object.values(COLLECTION_FILES)].sort());
    expect((await readFile(join(dataDir, '.lock'), 'utf8')).trim()).toBe(String(process.pid));
    for (const file of Object.values(COLLECTION_FILES)) {
      expect(JSON.parse(await readFile(join(dataDir, file), 'utf8'))).toEqual([]);
    }
    await store.close();
    expect(await readdir(dataDir)).not.toContain('.lock');
  });

  it('keeps every one of many concurrent inserts, on disk when each resolves', async () => {
    const dataDir = await tempDir();
    const store = await openStore({ dataDir, timeZone: TZ });
    const records = Array.from({ length: 50 }, (_, i) => contact(i));
    await Promise.all(
      records.map(async (r) => {
        await store.contacts.insert(r);
        const onDisk: ContactRecord[] = JSON.parse(await readFile(join(dataDir, 'contacts.json'), 'utf8'));
        expect(onDisk.some((c) => c.id === r.id)).toBe(true);
      }),
    );
    const onDisk: ContactRecord[] = JSON.parse(await readFile(join(dataDir, 'contacts.json'), 'utf8'));
    expect(onDisk).toHaveLength(50);
    await store.close();

    const reopened = await openStore({ dataDir, timeZone: TZ });
    expect(await reopened.contacts.count()).toBe(50);
    expect((await reopened.contacts.list({ limit: 2 })).map((c) => c.name)).toEqual([
      'Person 49',
      'Person 48',
    ]);
    await reopened.close();
  });

  it('refuses a corrupt file at start, naming it, and leaves it unchanged', async () => {
    const dataDir = await tempDir();
    const file = join(dataDir, 'booked-calls.json');
    await writeFile(file, '[{"id": "a",');
    await expect(createApp({ dataDir, blogSeedFile: null })).rejects.toThrow(file);
    expect(await readFile(file, 'utf8')).toBe('[{"id": "a",');
    // Nothing else was written and the lock was released.
    expect(await readdir(dataDir)).toEqual(['booked-calls.json']);
  });

  it('refuses a file that is JSON but not an array', async () => {
    const dataDir = await tempDir();
    const file = join(dataDir, 'users.json');
    await writeFile(file, '{"users": []}');
    await expect(openStore({ dataDir, timeZone: TZ })).rejects.toThrow(
      `Store file ${file} must hold a JSON array`,
    );
    expect(await readFile(file, 'utf8')).toBe('{"users": []}');
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
