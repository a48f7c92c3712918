/** /api/manage-call: the link's checks before anything else, its lifetime and its rate limit. */
import { afterEach, describe, expect, it } from 'vitest';
import { MANAGE_TOKEN_HEADER } from '#shared/api-headers';
import { BUSINESS } from '#shared/business';
import { callStart } from '#shared/booking-window';
import type { BookingRecord } from '#shared/schemas/booking';
import { MANAGE_LINK_INVALID } from '#shared/schemas/manage-call';
import {
  bookableDate,
  buildBooking,
  buildProvisionalBooking,
} from '../../../tests/factories/booking.factory';
import { manageToken } from '../../lib/manage-token';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

const SECRET = 'manage-link-secret-for-route-tests-0123';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

async function withBooking(options: { rateLimitPerMinute?: number } = {}) {
  const clock = testClock(new Date());
  app = await startTestApp({ now: clock.now, delivery: { manageLinkSecret: SECRET }, ...options });
  const res = await app.request('/api/booked-calls', {
    method: 'POST',
    json: buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }) }),
  });
  const booking = (await res.json()) as BookingRecord;
  const token = manageToken(booking.id, SECRET);
  const manage = (init: { method?: string; json?: unknown; token?: string } = {}) =>
    app!.request('/api/manage-call', {
      method: init.method,
      json: init.json,
      headers: { [MANAGE_TOKEN_HEADER]: init.token ?? token },
    });
  return { app, clock, booking, token, manage };
}

const invalid = async (res: Response) => {
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ message: MANAGE_LINK_INVALID });
};

describe('/api/manage-call', () => {
  it('checks the link before the body: a bad link gets the 404 whatever it sends', async () => {
    const { manage } = await withBooking();
    await invalid(await manage({ method: 'PATCH', json: { scheduledTime: 'whenever' }, token: 'nope' }));
    const res = await manage({ method: 'PATCH', json: { scheduledTime: 'whenever' } });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty('scheduledDate');
  });

  it('stops working once the call has started', async () => {
    const { clock, booking, manage } = await withBooking();
    expect((await manage()).status).toBe(200);
    clock.set(new Date(callStart(booking, BUSINESS.timeZone).getTime() + 1000));
    await invalid(await manage());
    await invalid(await manage({ method: 'DELETE' }));
  });

  it("does not open lander-d's provisional booking, which has no slot yet", async () => {
    const { app } = await withBooking();
    const res = await app.request('/api/booked-calls', { method: 'POST', json: buildProvisionalBooking() });
    const { id } = (await res.json()) as BookingRecord;
    const get = await app.request('/api/manage-call', {
      headers: { [MANAGE_TOKEN_HEADER]: manageToken(id, SECRET) },
    });
    await invalid(get);
  });

  it('lets exactly one of two moves racing for one slot win', async () => {
    const { app, token } = await withBooking();
    const res = await app.request('/api/booked-calls', {
      method: 'POST',
      json: buildBooking({ scheduledDate: bookableDate({ dayIndex: 2 }), scheduledTime: '4:00 PM' }),
    });
    const other = manageToken(((await res.json()) as BookingRecord).id, SECRET);
    const to = { scheduledDate: bookableDate({ dayIndex: 3 }), scheduledTime: '11:00 AM' };
    const results = await Promise.all(
      [token, other].map((t) =>
        app.request('/api/manage-call', { method: 'PATCH', json: to, headers: { [MANAGE_TOKEN_HEADER]: t } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const taken = (await (await app.request(`/api/booked-calls/date/${to.scheduledDate}`)).json()) as {
      bookedTimes: string[];
    };
    expect(taken.bookedTimes).toEqual(['11:00 AM']);
  });

  it("counts every request toward the 'manage-call' rate limit", async () => {
    const { manage } = await withBooking({ rateLimitPerMinute: 2 });
    expect((await manage()).status).toBe(200);
    await invalid(await manage({ token: 'guess' }));
    expect((await manage()).status).toBe(429);
  });
});
