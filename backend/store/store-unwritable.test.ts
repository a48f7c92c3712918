/**
 * Issue 46 item 6, the JSON store's side: its folder turns read-only, or its disk fills, for a
 * moment. A write is answered 503 with a Retry-After, /api/health says so (item 3), and once the
 * folder is writable again the same lead is stored, once. The store lives on a small tmpfs of
 * its own, mounted for the test (as root) or, for anyone else, a folder whose write bit is taken.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContact } from '../../tests/factories/contact.factory';
import { HEALTH_PROBLEMS } from '#shared/schemas/system';
import { readStoredRecords } from '../testing/store-files';
import { makeTempDir, startTestApp, type TestApp } from '../testing/test-app';

const run = promisify(execFile);
const asRoot = process.getuid?.() === 0;

let mountPoint: string;
let dataDir: string;
let t: TestApp;

beforeAll(async () => {
  mountPoint = await makeTempDir();
  if (asRoot) await run('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', mountPoint]);
  dataDir = join(mountPoint, 'store');
  await mkdir(dataDir);
  t = await startTestApp({ dataDir, minFreeDiskBytes: 0 });
});

afterAll(async () => {
  await t?.stop();
  if (asRoot) await run('umount', [mountPoint]).catch(() => undefined);
  await rm(mountPoint, { recursive: true, force: true });
});

/** Every folder under the store, deepest first (their write bits are what a non-root user loses). */
async function folders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.filter((e) => e.isDirectory()).map((e) => folders(join(dir, e.name))),
  );
  return [...nested.flat(), dir];
}

async function setReadOnly(readOnly: boolean): Promise<void> {
  if (asRoot) {
    await run('mount', ['-o', `remount,${readOnly ? 'ro' : 'rw'}`, mountPoint]);
    return;
  }
  for (const dir of await folders(dataDir)) await chmod(dir, readOnly ? 0o500 : 0o700);
}

async function health(): Promise<{ status: number; problems?: string[] }> {
  const res = await t.request('/api/health');
  return { status: res.status, problems: ((await res.json()) as { problems?: string[] }).problems };
}

const post = (lead: object) => t.request('/api/contact', { method: 'POST', json: lead });

async function expectUnavailable(lead: object): Promise<void> {
  const res = await post(lead);
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(((await res.json()) as { message: string }).message).toMatch(/try again/i);
}

/** Stores the lead, then checks the store holds it once and every file still parses. */
async function expectStoredOnce(lead: { id: string }): Promise<void> {
  const res = await post(lead);
  expect(res.status).toBe(201);
  const stored = await readStoredRecords<{ id: string }>(dataDir, 'contacts');
  expect(stored.filter((r) => r.id === lead.id)).toHaveLength(1);
}

describe('a JSON store that cannot be written for a moment', () => {
  it('answers 503 while its folder is read-only, then stores the same lead once', async () => {
    await expectStoredOnce({ ...buildContact(), id: randomUUID() });
    const lead = { ...buildContact(), id: randomUUID() };
    await setReadOnly(true);
    try {
      await expectUnavailable(lead);
      await expectUnavailable(lead);
      expect(await health()).toEqual({ status: 503, problems: [HEALTH_PROBLEMS.storeWrite] });
    } finally {
      await setReadOnly(false);
    }
    expect(await health()).toEqual({ status: 200, problems: undefined });
    await expectStoredOnce(lead);
    expect((await readStoredRecords(dataDir, 'contacts')).length).toBe(2);
  });

  it.runIf(asRoot)('answers 503 while its disk is full, then stores the same lead once', async () => {
    const filler = join(mountPoint, 'filler');
    // Fill the 4 MB tmpfs to the last block.
    await writeFile(filler, Buffer.alloc(4 * 1024 * 1024)).catch(() => undefined);
    const lead = { ...buildContact(), id: randomUUID() };
    try {
      await expectUnavailable(lead);
    } finally {
      await rm(filler, { force: true });
    }
    await expectStoredOnce(lead);
  });

  it.runIf(asRoot)(
    'reports free space under the floor on /api/health, and ok once space returns',
    async () => {
      await t.stop();
      t = await startTestApp({ dataDir, minFreeDiskBytes: 1024 * 1024 });
      expect((await health()).status).toBe(200);
      const filler = join(mountPoint, 'filler');
      await writeFile(filler, Buffer.alloc(3.5 * 1024 * 1024));
      try {
        expect(await health()).toEqual({ status: 503, problems: [HEALTH_PROBLEMS.diskLow] });
      } finally {
        await rm(filler, { force: true });
      }
      expect((await health()).status).toBe(200);
    },
  );
});
