/**
 * Issue 46 items 3 and 4's API: GET /api/health answers 200 { status: 'ok' }, or 503 naming what
 * is wrong (a message waiting over 15 minutes, a backup over 36 hours old), and 200 again once it
 * is fixed, with no lead data; the admin's /api/admin/system shows the detail, backs up on demand
 * and downloads a backup by name only. (A store that cannot write and a low disk: store-unwritable.test.ts.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HEALTH_PROBLEMS, type HealthAnswer, type SystemView } from '#shared/schemas/system';
import { buildContact } from '../../../tests/factories/contact.factory';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { startTestApp, testClock, type TestApp } from '../../testing/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let t: TestApp | undefined;
let sink: SmtpSink | undefined;
afterEach(async () => {
  await t?.stop();
  await sink?.stop();
  t = sink = undefined;
});

async function health(app: TestApp): Promise<{ status: number; body: HealthAnswer }> {
  const res = await app.request('/api/health');
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { status: res.status, body: (await res.json()) as HealthAnswer };
}

describe('GET /api/health', () => {
  it('is ok, then names a backup older than 36 hours, then is ok again after a backup', async () => {
    const clock = testClock('2026-06-10T14:00:00.000Z');
    t = await startTestApp({ now: clock.now, backups: { daily: true } });
    await t.backups.now();
    expect(await health(t)).toEqual({ status: 200, body: { status: 'ok' } });

    clock.advance(37 * HOUR);
    expect(await health(t)).toEqual({
      status: 503,
      body: { status: 'unavailable', problems: [HEALTH_PROBLEMS.backupOld] },
    });
    await t.backups.now();
    expect((await health(t)).status).toBe(200);
  });

  it('names a message waiting over 15 minutes, and is ok once it is sent; no lead data in the answer', async () => {
    sink = await startSmtpSink();
    await sink.stop();
    const clock = testClock('2026-06-10T14:00:00.000Z');
    t = await startTestApp({ now: clock.now, delivery: { smtpUrl: sink.url } });
    const lead = buildContact();
    expect((await t.request('/api/contact', { method: 'POST', json: lead })).status).toBe(201);
    await t.delivery.idle();
    clock.advance(10 * MINUTE);
    expect((await health(t)).status).toBe(200);

    clock.advance(6 * MINUTE);
    const stuck = await t.request('/api/health');
    const text = await stuck.text();
    expect(stuck.status).toBe(503);
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', problems: [HEALTH_PROBLEMS.mailStuck] });
    for (const detail of [lead.name, lead.email, lead.phone]) expect(text).not.toContain(detail);

    await sink.listen();
    const admin = await t.login();
    const waiting = (await (await t.request('/api/admin/deliveries', { cookie: admin })).json()) as {
      id: string;
    }[];
    expect(waiting.length).toBeGreaterThan(0);
    for (const { id } of waiting) {
      await t.request(`/api/admin/deliveries/${id}/retry`, { method: 'POST', cookie: admin });
    }
    await sink.waitFor(1);
    await t.delivery.idle();
    expect(await health(t)).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

describe('/api/admin/system', () => {
  it('shows the detail to an admin, backs up now and downloads a backup by its name only', async () => {
    t = await startTestApp();
    expect((await t.request('/api/admin/system')).status).toBe(401);
    const cookie = await t.login();
    const view = (await (await t.request('/api/admin/system', { cookie })).json()) as SystemView;
    expect(view).toMatchObject({ problems: [], engine: expect.stringMatching(/^(json|postgresql)$/) });
    expect(view.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(view.disk.freeBytes).toBeGreaterThan(0);
    expect(view.storeBytes).toBeGreaterThan(0);
    expect(view.queue).toMatchObject({ pending: 0, failed: 0 });
    expect(view.backups.files).toEqual([]);

    const made = await t.request('/api/admin/system/backups', { method: 'POST', cookie });
    expect(made.status).toBe(200);
    const after = (await made.json()) as SystemView;
    expect(after.backups.files).toHaveLength(1);
    const [backup] = after.backups.files;
    expect(after.backups.lastAt).toBe(backup.createdAt);

    const download = await t.request(`/api/admin/system/backups/${backup.name}`, { cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${backup.name}"`);
    expect((await download.arrayBuffer()).byteLength).toBe(backup.bytes);
    expect((await t.request(`/api/admin/system/backups/${backup.name}`)).status).toBe(401);
    for (const name of ['..%2F..%2Fusers.json', 'users.json', `${backup.name}x`]) {
      expect((await t.request(`/api/admin/system/backups/${name}`, { cookie })).status, name).toBe(404);
    }
  });
});
