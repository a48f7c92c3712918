/**
 * The edit token from the create's side: issued with lander-d's provisional booking only, stored
 * as its SHA-256, answered the same again by a faithful replay, and never part of any answer but the create's.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRecord } from '#shared/schemas/booking';
import { bookableDate, buildProvisionalBooking } from '../../../tests/factories/booking.factory';
import { readStoredRecords } from '../../testing/store-files';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-06-10T14:00:00.000Z');
const clock = testClock(NOW);
const dateOf = (dayIndex: number) => bookableDate({ now: NOW, dayIndex });
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp({ now: clock.now });
  cookie = await t.login();
});
afterAll(() => t.stop());

const post = (json: unknown) => t.request('/api/booked-calls', { method: 'POST', json });
const patch = (id: string, token: string, scheduledTime: string) =>
  t.request(`/api/booked-calls/${id}`, {
    method: 'PATCH',
    json: { scheduledDate: dateOf(2), scheduledTime },
    headers: { 'X-Edit-Token': token },
  });
const storedHash = async (id: string) =>
  (await readStoredRecords<BookingRecord & { editTokenHash?: string }>(t.dataDir, 'bookings')).find(
    (b) => b.id === id,
  )?.editTokenHash;

describe('the edit token of a provisional booking', () => {
  it('is answered once with the create and stored only as its SHA-256', async () => {
    const res = await post(buildProvisionalBooking({ id: randomUUID() }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body)).not.toContain('editTokenHash');
    expect(await storedHash(body.id)).toBe(sha256(body.editToken));
    expect(JSON.stringify(await readStoredRecords(t.dataDir, 'bookings'))).not.toContain(body.editToken);
  });

  it('is answered again, the same, by a faithful replay while provisional: a token the device kept still works', async () => {
    const input = buildProvisionalBooking({ id: randomUUID() });
    const first = await (await post(input)).json();
    // A replay with a fresh capture time and attribution is still the same booking.
    const replay = await post({ ...input, capturedAt: '2026-06-10T14:01:00Z' });
    expect(replay.status).toBe(200);
    const again = await replay.json();
    expect(again.editToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.editToken).toBe(first.editToken);
    expect(Object.keys(again)).not.toContain('editTokenHash');
    expect(await storedHash(first.id)).toBe(sha256(first.editToken));
    // Another booking's token is another.
    const other = await (await post(buildProvisionalBooking({ id: randomUUID() }))).json();
    expect(other.editToken).not.toBe(first.editToken);

    expect((await patch(first.id, first.editToken, '9:00 AM')).status).toBe(200);
    // Once the booking is scheduled a replay answers it without a token; other content is 422.
    const late = await post(input);
    expect(late.status).toBe(200);
    expect(await late.json()).not.toHaveProperty('editToken');
    expect((await post({ ...input, name: 'Someone Else' })).status).toBe(422);
  });

  it('is not renewed once the hour is over', async () => {
    const input = buildProvisionalBooking({ id: randomUUID() });
    await post(input);
    clock.advance(60 * 60_000 + 1);
    const replay = await post(input);
    expect(replay.status).toBe(200);
    expect(await replay.json()).not.toHaveProperty('editToken');
    clock.set(NOW);
  });

  it('is absent from the admin list and the CSV export', async () => {
    const { id, editToken } = await (await post(buildProvisionalBooking())).json();
    const hash = sha256(editToken);
    const list = await t.request('/api/booked-calls', { cookie });
    expect(list.status).toBe(200);
    const rows = (await list.json()) as Record<string, unknown>[];
    expect(rows.find((b) => b.id === id)).toBeDefined();
    for (const row of rows) expect(row).not.toHaveProperty('editTokenHash');
    const csv = await (await t.request('/api/admin/export/booked-calls.csv', { cookie })).text();
    expect(csv).toContain(id);
    expect(csv).not.toContain(hash);
    expect(csv).not.toMatch(/editToken/i);
  });
});
