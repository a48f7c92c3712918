/** GET /api/admin/reports: leads per day by source, per landing page and campaign, booked calls by weekday and hour. */
import { afterEach, describe, expect, it } from 'vitest';
import { REPORT_WEEKDAYS, ReportsSchema, type Reports } from '#shared/schemas/reports';
import { buildBooking, buildProvisionalBooking } from '../../../tests/factories/booking.factory';
import { buildContact } from '../../../tests/factories/contact.factory';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** 10:00 on Tuesday 2 June 2026 in New York (UTC-4). */
const NOW = new Date('2026-06-02T14:00:00Z');

/** Leads received on a clock the test moves, one of them Spam and two Won; the clock ends at NOW. */
async function reportsWithLeads() {
  let clock = NOW;
  app = await startTestApp({ now: () => clock });
  const post = async (at: string, path: string, json: unknown) => {
    clock = new Date(at);
    const res = await app!.request(path, { method: 'POST', json });
    expect(res.status, path).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const contact = (at: string, name: string, source: string, attribution: object) =>
    post(at, '/api/contact', buildContact({ name, email: `${name}@example.com`, source, attribution }));

  await contact('2026-05-29T16:00:00Z', 'old', 'website', {});
  // 23:30 on 31 May in New York, already 1 June in UTC: the day is the business zone's.
  await contact('2026-06-01T03:30:00Z', 'maria', 'lander', {
    utm_campaign: 'fall-windows',
    landingPath: '/lander',
  });
  const ken = await contact('2026-06-02T12:00:00Z', 'ken', 'website', { landingPath: '/windows' });
  await contact('2026-06-02T12:10:00Z', 'nina', 'website', { landingPath: '/windows' });
  const spam = await contact('2026-06-02T12:20:00Z', 'spam', 'lander', {
    utm_campaign: 'fall-windows',
    landingPath: '/lander',
  });
  // Friday 5 June at 8:00 PM in New York: Saturday 00:00 in UTC.
  const rita = await post(
    '2026-06-02T13:00:00Z',
    '/api/booked-calls',
    buildBooking(
      {
        email: 'rita@example.com',
        scheduledTime: '8:00 PM',
        attribution: { utm_campaign: 'fall-windows', landingPath: '/lander-c' },
      },
      { now: new Date('2026-06-02T13:00:00Z'), dayIndex: 3 },
    ),
  );
  // lander-d's first step: a lead without a call time yet.
  await post(
    '2026-06-02T13:30:00Z',
    '/api/booked-calls',
    buildProvisionalBooking({
      email: 'lee@example.com',
      attribution: { utm_campaign: 'spring-roofs', landingPath: '/lander-d' },
    }),
  );
  clock = NOW;

  const cookie = await app.login();
  for (const [id, status] of [
    [ken, 'won'],
    [rita, 'won'],
    [spam, 'spam'],
  ]) {
    const res = await app.request(`/api/admin/leads/${id}/status`, {
      method: 'POST',
      json: { status, version: 0 },
      cookie,
    });
    expect(res.status).toBe(200);
  }
  const reports = async (query = '') => {
    const res = await app!.request(`/api/admin/reports${query}`, { cookie });
    expect(res.status, query).toBe(200);
    return ReportsSchema.parse(await res.json()) as Reports;
  };
  return { cookie, reports };
}

const SLOT_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21];

describe('GET /api/admin/reports', () => {
  it('answers 401 without a session', async () => {
    app = await startTestApp();
    expect((await app.request('/api/admin/reports')).status).toBe(401);
    expect((await app.request('/api/admin/reports?days=30')).status).toBe(401);
  });

  it("refuses a days that is not a whole number from 1 to 366 with the API's error shape", async () => {
    app = await startTestApp();
    const cookie = await app.login();
    for (const days of ['0', '367', 'many', '1.5', '-3']) {
      const res = await app.request(`/api/admin/reports?days=${days}`, { cookie });
      expect(res.status, days).toBe(400);
      expect(await res.json(), days).toEqual({
        message: 'days must be a whole number from 1 to 366',
        errors: { days: 'days must be a whole number from 1 to 366' },
      });
    }
  });

  it('counts leads per business day by source, every day present, Spam left out', async () => {
    const { reports } = await reportsWithLeads();
    const report = await reports('?days=4');
    expect(report).toMatchObject({
      days: 4,
      from: '2026-05-30',
      to: '2026-06-02',
      timeZone: 'America/New_York',
    });
    expect(report.sources).toEqual(['website', 'lander', 'lander-c', 'lander-d']);
    expect(report.leadsPerDay).toEqual([
      { day: '2026-05-30', total: 0, bySource: [0, 0, 0, 0] },
      { day: '2026-05-31', total: 1, bySource: [0, 1, 0, 0] },
      { day: '2026-06-01', total: 0, bySource: [0, 0, 0, 0] },
      { day: '2026-06-02', total: 4, bySource: [2, 0, 1, 1] },
    ]);
    // Two days back from today starts on 1 June in New York: Maria's 23:30 on 31 May is out.
    const twoDays = await reports('?days=2');
    expect(twoDays.leadsPerDay.map((d) => d.total)).toEqual([0, 4]);
    expect(twoDays.sources).toEqual(['website', 'lander-c', 'lander-d']);
  });

  it('tables landing pages and campaigns by leads, with booked calls, won and won-rate', async () => {
    const { reports } = await reportsWithLeads();
    const report = await reports('?days=4');
    expect(report.landingPages).toEqual([
      { name: '/windows', leads: 2, bookedCalls: 0, won: 1, wonRate: 0.5 },
      { name: '/lander', leads: 1, bookedCalls: 0, won: 0, wonRate: 0 },
      { name: '/lander-c', leads: 1, bookedCalls: 1, won: 1, wonRate: 1 },
      { name: '/lander-d', leads: 1, bookedCalls: 0, won: 0, wonRate: 0 },
    ]);
    expect(report.campaigns).toEqual([
      { name: 'fall-windows', leads: 2, bookedCalls: 1, won: 1, wonRate: 0.5 },
      { name: null, leads: 2, bookedCalls: 0, won: 1, wonRate: 0.5 },
      { name: 'spring-roofs', leads: 1, bookedCalls: 0, won: 0, wonRate: 0 },
    ]);
  });

  it('counts a booked call in the weekday and hour of its call time in the business zone', async () => {
    const { reports } = await reportsWithLeads();
    const { bookedCalls } = await reports('?days=4');
    expect(bookedCalls.hours).toEqual(SLOT_HOURS);
    expect(bookedCalls.weekdays.map((w) => w.weekday)).toEqual(REPORT_WEEKDAYS);
    expect(REPORT_WEEKDAYS[0]).toBe('Monday');
    const cells = bookedCalls.weekdays.flatMap((w) =>
      w.calls.flatMap((calls, h) => (calls ? [`${w.weekday} ${bookedCalls.hours[h]}:00 ×${calls}`] : [])),
    );
    expect(cells).toEqual(['Friday 20:00 ×1']);
  });

  it('covers the last 90 days by default, the older lead included', async () => {
    const { reports } = await reportsWithLeads();
    const report = await reports();
    expect(report).toMatchObject({ days: 90, from: '2026-03-05', to: '2026-06-02' });
    expect(report.leadsPerDay).toHaveLength(90);
    expect(report.leadsPerDay.find((d) => d.day === '2026-05-29')?.total).toBe(1);
    expect(report.leadsPerDay.reduce((sum, d) => sum + d.total, 0)).toBe(6);
  });
});
