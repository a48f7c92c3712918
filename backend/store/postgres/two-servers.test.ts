/**
 * Two app servers on one PostgreSQL database, as a business with two servers runs them: a slot
 * goes to one booking, a client id to one record, a session and the sign-in throttle hold on
 * both, and each lead's email is sent by one of them only.
 */
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '#shared/schemas/delivery';
import { buildBooking } from '../../../tests/factories/booking.factory';
import { buildContact } from '../../../tests/factories/contact.factory';
import { startPgCluster, type PgCluster } from '../../testing/pg-cluster';
import { readStoredRecords } from '../../testing/store-files';
import { setTestDatabase } from '../../testing/test-databases';
import { TEST_ADMIN, makeTempDir, startTestApp, testClock, type TestApp } from '../../testing/test-app';

let cluster: PgCluster;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  cluster = await startPgCluster();
  const databaseUrl = await cluster.createDatabase();
  // One clock that stands still for both: the throttle's 1 s wait must not run out while a loaded
  // machine hashes the fifth password.
  const { now } = testClock(new Date());
  const admin = { adminUsername: TEST_ADMIN.username, adminPassword: TEST_ADMIN.password, now };
  // One after the other, as servers are deployed: the first creates the schema and the owner.
  a = await startTestApp({ databaseUrl, ...admin, dataDir: await makeTempDir() });
  b = await startTestApp({ databaseUrl, ...admin, dataDir: await makeTempDir() });
  setTestDatabase(a.dataDir, databaseUrl);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await cluster?.stop();
});

const servers = () => [a, b];

describe('two servers on one PostgreSQL database', () => {
  it('give one slot to exactly one of 10 racing bookings sent to either', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        servers()[i % 2].request('/api/booked-calls', {
          method: 'POST',
          json: { ...buildBooking({ scheduledTime: '11:00 AM', name: `Racer ${i}` }), id: randomUUID() },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const stored = await readStoredRecords<{ scheduledTime: string }>(a.dataDir, 'bookings');
    expect(stored.filter((r) => r.scheduledTime === '11:00 AM')).toHaveLength(1);
  });

  it('store one record for a client id sent to both at once', async () => {
    const lead = { ...buildContact({ name: 'Twice Sent' }), id: randomUUID() };
    const results = await Promise.all(
      servers().map((s) => s.request('/api/contact', { method: 'POST', json: lead })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    const stored = await readStoredRecords<{ id: string }>(a.dataDir, 'contacts');
    expect(stored.filter((r) => r.id === lead.id)).toHaveLength(1);
  });

  it('accept on one server a session made on the other', async () => {
    const cookie = await a.login();
    const res = await b.request('/api/auth/session', { cookie });
    expect(await res.json()).toMatchObject({ authenticated: true, username: TEST_ADMIN.username });
    expect((await b.request('/api/auth/logout', { method: 'POST', cookie })).status).toBe(204);
    expect(await (await a.request('/api/auth/session', { cookie })).json()).toMatchObject({
      authenticated: false,
    });
  });

  it('count wrong passwords sent to either toward one sign-in throttle', async () => {
    const wrong = { username: TEST_ADMIN.username, password: 'not-the-password-1' };
    for (let i = 0; i < 5; i++) {
      const res = await servers()[i % 2].request('/api/auth/login', { method: 'POST', json: wrong });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    // The sixth, on either server, waits: the five failures are counted together.
    for (const s of servers()) {
      const res = await s.request('/api/auth/login', { method: 'POST', json: wrong });
      expect(res.status).toBe(429);
    }
  });

  it('send each lead email from one server only', async () => {
    // Without SMTP each server keeps what it sends as .eml files in its own folder.
    const files = async (s: TestApp) => (await readdir(join(s.dataDir, 'mail')).catch(() => [])).length;
    const idle = () => Promise.all(servers().map((s) => s.delivery.idle()));
    await idle();
    const before = (await files(a)) + (await files(b));
    // Both workers wake to the same queue at once: only the claim keeps a message from going twice.
    await Promise.all(servers().map((s) => s.delivery.stop()));
    const leads = Array.from({ length: 12 }, (_, i) => ({
      ...buildContact({ name: `Lead ${i}` }),
      id: randomUUID(),
    }));
    for (const [i, lead] of leads.entries()) {
      expect((await servers()[i % 2].request('/api/contact', { method: 'POST', json: lead })).status).toBe(
        201,
      );
    }
    for (const s of servers()) s.delivery.start();
    for (let round = 0; round < 3; round++) await idle();
    const ids = new Set<string>(leads.map((l) => l.id));
    const messages = (await readStoredRecords<DeliveryRecord>(a.dataDir, 'deliveries')).filter((m) =>
      ids.has(m.leadId),
    );
    expect(messages.map((m) => m.state)).toEqual(Array(12).fill('kept'));
    expect((await files(a)) + (await files(b)) - before).toBe(messages.length);
  });
});
