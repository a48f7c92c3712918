/**
 * The real server (backend/server.ts in a child process) takes concurrent writes and is killed
 * with SIGKILL at a random moment, several rounds over one store (the JSON files, then a
 * PostgreSQL database). After each restart: every record that was answered 2xx is stored exactly
 * once with its owner notification, every store file parses, no slot holds two bookings, and the
 * server starts.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '#shared/options';
import type { BookingRecord } from '#shared/schemas/booking';
import { buildBooking } from '../../tests/factories/booking.factory';
import { buildContact } from '../../tests/factories/contact.factory';
import { buildPhoneClick } from '../../tests/factories/phone-click.factory';
import { killHard, startServerProcess, type ServerProcess } from '../testing/server-process';
import { readStoredRecords, type GrowingCollection } from '../testing/store-files';
import { startPgCluster } from '../testing/pg-cluster';
import { makeTempDir, seedTestAdmin } from '../testing/test-app';
import { setTestDatabase } from '../testing/test-databases';
import { COLLECTION_FILES, COLLECTION_FOLDERS } from './store';

const ROUNDS = 5;
const BOOKINGS_PER_ROUND = 8;

type Acked = Record<Exclude<GrowingCollection, 'deliveries' | 'leadActivity'>, Set<string>>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every bookable slot from tomorrow on, each used once across the whole test. */
const FREE_SLOTS = [1, 2, 3, 4].flatMap((dayIndex) =>
  TIME_SLOTS.map((scheduledTime) => ({ dayIndex, scheduledTime })),
);

/** Parses every file of the store; answers how many files there are. */
async function everyFileParses(dataDir: string): Promise<number> {
  let files = 0;
  for (const file of Object.values(COLLECTION_FILES)) {
    JSON.parse(await readFile(join(dataDir, file), 'utf8'));
    files++;
  }
  for (const folder of Object.values(COLLECTION_FOLDERS)) {
    for (const name of await readdir(join(dataDir, folder))) {
      if (name.startsWith('.')) continue; // a temp file of a write the kill interrupted
      const text = await readFile(join(dataDir, folder, name), 'utf8');
      expect(() => JSON.parse(text), `${folder}/${name}`).not.toThrow();
      files++;
    }
  }
  return files;
}

async function expectAckedExactlyOnce(dataDir: string, acked: Acked): Promise<void> {
  for (const collection of Object.keys(acked) as (keyof Acked)[]) {
    const ids = (await readStoredRecords<{ id: string }>(dataDir, collection)).map((r) => r.id);
    expect(new Set(ids).size, `${collection}: no id stored twice`).toBe(ids.length);
    const stored = new Set(ids);
    const lost = [...acked[collection]].filter((id) => !stored.has(id));
    expect(lost, `${collection}: acknowledged but lost`).toEqual([]);
  }
  // Each lead's owner notification was durable before its 2xx, like the lead itself.
  const messages = new Set((await readStoredRecords<{ id: string }>(dataDir, 'deliveries')).map((r) => r.id));
  const unannounced = [...acked.contacts].filter((id) => !messages.has(`${id}.owner-email`));
  expect(unannounced, 'contacts: acknowledged without an owner notification').toEqual([]);
  const bookings = await readStoredRecords<BookingRecord>(dataDir, 'bookings');
  const slots = bookings.map((b) => `${b.scheduledDate}|${b.scheduledTime}`);
  expect(new Set(slots).size, 'no slot booked twice').toBe(slots.length);
}

/** Posts in a loop until stopped, remembering the ids answered 2xx. */
async function writer(
  server: ServerProcess,
  path: string,
  body: () => object | undefined,
  acked: Set<string>,
  stop: () => boolean,
) {
  while (!stop()) {
    const json = body();
    if (!json) return;
    const id = randomUUID();
    try {
      const res = await fetch(server.baseUrl + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...json, id }),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) acked.add(id);
      else if (res.status >= 500) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    } catch (err) {
      if (!stop()) throw err;
    }
  }
}

/**
 * Rounds of writes over one store, each ended by a SIGKILL at a random moment; answers what was
 * acknowledged. `env` selects the engine (DATABASE_URL) for every server started.
 */
async function crashRounds(dataDir: string, env: Record<string, string>): Promise<Acked> {
  const acked: Acked = { contacts: new Set(), phoneClicks: new Set(), bookings: new Set() };
  let nextSlot = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const server = await startServerProcess({ dataDir, env });
    await expectAckedExactlyOnce(dataDir, acked);
    let killed = false;
    const stop = () => killed;
    let bookingsThisRound = 0;
    const booking = () =>
      bookingsThisRound++ < BOOKINGS_PER_ROUND && nextSlot < FREE_SLOTS.length
        ? (({ dayIndex, scheduledTime }) => buildBooking({ scheduledTime }, { dayIndex }))(
            FREE_SLOTS[nextSlot++],
          )
        : undefined;
    const writers = [
      ...Array.from({ length: 4 }, () =>
        writer(server, '/api/contact', () => buildContact(), acked.contacts, stop),
      ),
      ...Array.from({ length: 4 }, () =>
        writer(server, '/api/phone-clicks', () => buildPhoneClick(), acked.phoneClicks, stop),
      ),
      writer(server, '/api/booked-calls', booking, acked.bookings, stop),
    ];
    // Kill at a random moment once writes of each kind are flowing (a booking is the slowest
    // write: on a loaded machine the first one may take longer than the whole random wait).
    const before = { contacts: acked.contacts.size, bookings: acked.bookings.size };
    const flowing = Date.now() + 10_000;
    while (acked.contacts.size === before.contacts || acked.bookings.size === before.bookings) {
      if (Date.now() > flowing) throw new Error(`No booking acknowledged in round ${round + 1}`);
      await sleep(5);
    }
    await sleep(20 + Math.random() * 300);
    killed = true;
    await killHard(server);
    await Promise.all(writers);
  }
  return acked;
}

/** After the crashes: every acknowledged write once, and a server that starts and answers. */
async function expectRecovered(dataDir: string, env: Record<string, string>, acked: Acked): Promise<void> {
  const server = await startServerProcess({ dataDir, env });
  try {
    await expectAckedExactlyOnce(dataDir, acked);
    expect(acked.contacts.size).toBeGreaterThan(ROUNDS);
    expect(acked.bookings.size).toBeGreaterThan(0);
    // The restarted server answers from what it read.
    const res = await fetch(`${server.baseUrl}/api/booked-calls`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
  } finally {
    await killHard(server);
  }
}

describe('a crash at any moment (SIGKILL)', () => {
  it('loses no acknowledged write, stores none twice, and the server starts again', async () => {
    const dataDir = await makeTempDir('lhe-crash-');
    await seedTestAdmin(dataDir);
    const acked = await crashRounds(dataDir, {});
    expect(await everyFileParses(dataDir)).toBeGreaterThan(Object.keys(COLLECTION_FILES).length);
    await expectRecovered(dataDir, {}, acked);
  }, 120_000);

  it('on PostgreSQL too: no acknowledged write lost or stored twice, and the server starts again', async () => {
    const cluster = await startPgCluster();
    try {
      const dataDir = await makeTempDir('lhe-crash-pg-');
      const env = { DATABASE_URL: await cluster.createDatabase() };
      setTestDatabase(dataDir, env.DATABASE_URL);
      const acked = await crashRounds(dataDir, env);
      await expectRecovered(dataDir, env, acked);
    } finally {
      await cluster.stop();
    }
  }, 180_000);
});
