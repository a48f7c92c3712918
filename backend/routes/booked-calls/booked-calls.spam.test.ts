/** GET /api/booked-calls leaves out bookings marked Spam: in its count and its pages. */
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingRecord } from '../../../shared/schemas/booking';
import type { LeadDetail } from '../../../shared/schemas/delivery';
import type { LeadStatus } from '../../../shared/schemas/lead-status';
import { buildBooking, buildProvisionalBooking } from '../../../tests/factories/booking.factory';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

// 10:00 AM in New York on a Wednesday, far from any DST change.
const NOW = new Date('2026-06-10T14:00:00.000Z');

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/**
 * Three bookings received at the same instant (oldest inserted first; the first a provisional
 * one, whose stored edit token the list must not show), the middle one marked Spam.
 */
async function withSpamBooking() {
  const t = (app = await startTestApp({ now: testClock(NOW).now }));
  const cookie = await t.login();
  const calls: BookingRecord[] = [];
  for (const json of [
    buildProvisionalBooking(),
    buildBooking({ scheduledTime: '10:00 AM' }, { now: NOW }),
    buildBooking({ scheduledTime: '11:00 AM' }, { now: NOW }),
  ]) {
    const res = await t.request('/api/booked-calls', { method: 'POST', json });
    const { editToken: _token, ...record } = (await res.json()) as BookingRecord & { editToken?: string };
    calls.push(record);
  }
  const setStatus = async (id: string, status: LeadStatus) => {
    const { activity } = (await (await t.request(`/api/admin/leads/${id}`, { cookie })).json()) as LeadDetail;
    const json = { status, version: activity.version };
    const res = await t.request(`/api/admin/leads/${id}/status`, { method: 'POST', json, cookie });
    expect(res.status).toBe(200);
  };
  const list = async (query = '') => {
    const res = await t.request(`/api/booked-calls${query}`, { cookie });
    expect(res.status).toBe(200);
    return { total: res.headers.get('x-total-count'), items: (await res.json()) as BookingRecord[] };
  };
  const [a, spam, c] = calls;
  await setStatus(spam.id, 'spam');
  return { a, spam, c, setStatus, list, t, cookie };
}

describe('GET /api/booked-calls with a Spam booking', () => {
  it('leaves it out of the list and X-Total-Count, latest inserted first, without secrets', async () => {
    const { a, c, list } = await withSpamBooking();
    expect(await list()).toEqual({ total: '2', items: [c, a] });
  });

  it('pages past it', async () => {
    const { a, list } = await withSpamBooking();
    expect(await list('?limit=1&offset=1')).toEqual({ total: '2', items: [a] });
  });

  it('lists it again once its status is back to New', async () => {
    const { a, spam, c, setStatus, list } = await withSpamBooking();
    await setStatus(spam.id, 'new');
    expect(await list()).toEqual({ total: '3', items: [c, spam, a] });
  });

  it('still answers 401 without a session and 400 for a bad page', async () => {
    const { t, cookie } = await withSpamBooking();
    expect((await t.request('/api/booked-calls')).status).toBe(401);
    expect((await t.request('/api/booked-calls?offset=-1', { cookie })).status).toBe(400);
  });
});
