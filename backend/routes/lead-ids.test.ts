/**
 * Ids are unique across estimate requests, captured leads and bookings: a create whose client id
 * a record of the other kind holds answers 422, and nothing is stored under it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking } from '../../tests/factories/booking.factory';
import { buildContact } from '../../tests/factories/contact.factory';
import { ID_OF_ANOTHER_RECORD } from '../services/saved-record';
import { readStoredRecords } from '../testing/store-files';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.login();
});
afterAll(() => t.stop());

const create = (path: string, json: unknown) => t.request(path, { method: 'POST', json, cookie });

/** A lead as the capture page sends it. */
function captureBody(id: string) {
  const { source: _s, attribution: _a, website: _w, ...fields } = buildContact();
  return { ...fields, id, capturedAt: new Date().toISOString(), eventName: 'Home Show', staffName: 'Dana' };
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(422);
  expect(await res.json()).toEqual({ message: ID_OF_ANOTHER_RECORD });
}

const idsIn = async (collection: 'contacts' | 'bookings') =>
  (await readStoredRecords<{ id: string }>(t.dataDir, collection)).map((r) => r.id);

describe('a client id held by the other kind of lead', () => {
  it('refuses an estimate request or a captured lead that reuses a booking id (422)', async () => {
    const id = randomUUID();
    expect((await create('/api/booked-calls', buildBooking({ id }))).status).toBe(201);
    await expectRefused(await create('/api/contact', buildContact({ id })));
    await expectRefused(await create('/api/capture/leads', captureBody(id)));
    expect(await idsIn('contacts')).not.toContain(id);
  });

  it('refuses a booking that reuses an estimate request id (422)', async () => {
    const id = randomUUID();
    expect((await create('/api/contact', buildContact({ id }))).status).toBe(201);
    await expectRefused(await create('/api/booked-calls', buildBooking({ id, scheduledTime: '10:00 AM' })));
    expect(await idsIn('bookings')).not.toContain(id);
  });

  it('refuses a booking that reuses a captured lead id (422)', async () => {
    const id = randomUUID();
    expect((await create('/api/capture/leads', captureBody(id))).status).toBe(201);
    await expectRefused(await create('/api/booked-calls', buildBooking({ id, scheduledTime: '11:00 AM' })));
    expect(await idsIn('bookings')).not.toContain(id);
  });
});
