/** POST /api/capture/leads: leads taken at an event, signed in, stored once with event, staff and both times. */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventSummary, InboxPage } from '#shared/schemas/inbox';
import { buildContact } from '../../../tests/factories/contact.factory';
import { buildUser } from '../../../tests/factories/user.factory';
import { startTestApp, testClock, TEST_ADMIN, type TestApp } from '../../testing/test-app';
import { readStoredRecords } from '../../testing/store-files';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** A lead as the capture page sends it. */
function captureBody(overrides: Record<string, unknown> = {}) {
  const { source: _s, attribution: _a, website: _w, ...fields } = buildContact();
  return {
    ...fields,
    id: randomUUID(),
    capturedAt: '2026-06-06T13:42:00.000Z',
    eventName: 'Spring Home Show',
    staffName: 'Dana',
    bestTimeToCall: 'Evenings',
    ...overrides,
  };
}

describe('POST /api/capture/leads', () => {
  it('answers 401 without a session and stores nothing', async () => {
    app = await startTestApp();
    const res = await app.request('/api/capture/leads', { method: 'POST', json: captureBody() });
    expect(res.status).toBe(401);
    expect(await readStoredRecords(app.dataDir, 'contacts')).toEqual([]);
  });

  it('stores the lead once with source event, event, staff, the signed-in user and both times', async () => {
    const clock = testClock('2026-06-06T14:00:00Z');
    app = await startTestApp({ now: clock.now });
    const cookie = await app.login();
    const body = captureBody({ source: 'website', capturedBy: 'someone-else' });
    const first = await app.request('/api/capture/leads', { method: 'POST', json: body, cookie });
    expect(first.status).toBe(201);
    const replay = await app.request('/api/capture/leads', { method: 'POST', json: body, cookie });
    expect(replay.status).toBe(200);

    const stored = await readStoredRecords(app.dataDir, 'contacts');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: body.id,
      source: 'event',
      eventName: 'Spring Home Show',
      staffName: 'Dana',
      bestTimeToCall: 'Evenings',
      capturedBy: TEST_ADMIN.username,
      capturedAt: '2026-06-06T13:42:00.000Z',
      createdAt: '2026-06-06T14:00:00.000Z',
    });
  });

  it('takes leads from a canvasser, who is named as the one signed in', async () => {
    app = await startTestApp();
    const admin = await app.login();
    const canvasser = buildUser();
    expect(
      (await app.request('/api/admin/users', { method: 'POST', json: canvasser, cookie: admin })).status,
    ).toBe(201);
    const cookie = await app.login(canvasser);
    const body = captureBody();
    expect((await app.request('/api/capture/leads', { method: 'POST', json: body, cookie })).status).toBe(
      201,
    );
    const [stored] = await readStoredRecords(app.dataDir, 'contacts');
    expect(stored).toMatchObject({ id: body.id, capturedBy: canvasser.username, source: 'event' });
  });

  it('accepts a replay sent after another canvasser signed in: the lead stays the first sender’s', async () => {
    app = await startTestApp();
    const admin = await app.login();
    const canvasser = buildUser();
    expect(
      (await app.request('/api/admin/users', { method: 'POST', json: canvasser, cookie: admin })).status,
    ).toBe(201);
    const body = captureBody();
    const first = await app.request('/api/capture/leads', { method: 'POST', json: body, cookie: admin });
    expect(first.status).toBe(201);
    // The device signed out and the next canvasser's session sends the outbox's copy again.
    const cookie = await app.login(canvasser);
    const replay = await app.request('/api/capture/leads', {
      method: 'POST',
      json: { ...body, capturedAt: '2026-06-06T13:50:00.000Z' },
      cookie,
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ id: body.id, capturedBy: TEST_ADMIN.username });
    const stored = await readStoredRecords(app.dataDir, 'contacts');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ capturedBy: TEST_ADMIN.username, capturedAt: body.capturedAt });
  });

  it('refuses with 422 a replay whose typed fields differ, whoever sends it', async () => {
    app = await startTestApp();
    const cookie = await app.login();
    const body = captureBody();
    expect((await app.request('/api/capture/leads', { method: 'POST', json: body, cookie })).status).toBe(
      201,
    );
    for (const change of [
      { message: 'Another lead' },
      { eventName: 'Fall Home Show' },
      { bestTimeToCall: 'Mornings' },
    ]) {
      const res = await app.request('/api/capture/leads', {
        method: 'POST',
        json: { ...body, ...change },
        cookie,
      });
      expect(res.status, JSON.stringify(change)).toBe(422);
    }
  });

  it('refuses with 422 a capture whose id is a website lead’s, even with the same fields', async () => {
    app = await startTestApp();
    const cookie = await app.login();
    const body = captureBody();
    const { eventName: _e, staffName: _s, bestTimeToCall: _b, ...contactFields } = body;
    expect((await app.request('/api/contact', { method: 'POST', json: contactFields })).status).toBe(201);
    const res = await app.request('/api/capture/leads', { method: 'POST', json: body, cookie });
    expect(res.status).toBe(422);
  });

  it('refuses a lead without its event or staff with the field named', async () => {
    app = await startTestApp();
    const cookie = await app.login();
    const res = await app.request('/api/capture/leads', {
      method: 'POST',
      json: captureBody({ eventName: ' ', staffName: undefined }),
      cookie,
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: Record<string, string> };
    expect(errors).toMatchObject({
      eventName: 'Event name is required',
      staffName: 'Staff name is required',
    });
  });

  it('shows event leads in the admin: the event filter, the export columns and leads by staff', async () => {
    app = await startTestApp();
    const cookie = await app.login();
    const capture = async (overrides: Record<string, unknown>) => {
      const res = await app!.request('/api/capture/leads', {
        method: 'POST',
        json: captureBody(overrides),
        cookie,
      });
      expect(res.status).toBe(201);
    };
    await capture({ name: 'Ann One', staffName: 'Dana' });
    await capture({ name: 'Bo Two', staffName: 'Lee' });
    await capture({ name: 'Cy Three', staffName: 'Dana' });
    await capture({ name: 'Di Four', eventName: 'Street Fair', staffName: 'Lee' });
    expect((await app.request('/api/contact', { method: 'POST', json: buildContact() })).status).toBe(201);

    const page = (await (
      await app.request('/api/admin/leads?event=Spring%20Home%20Show', { cookie })
    ).json()) as InboxPage;
    expect(page.items.map((r) => [r.name, r.eventName, r.staffName])).toEqual([
      ['Cy Three', 'Spring Home Show', 'Dana'],
      ['Bo Two', 'Spring Home Show', 'Lee'],
      ['Ann One', 'Spring Home Show', 'Dana'],
    ]);

    const events = (await (
      await app.request('/api/admin/leads/events', { cookie })
    ).json()) as EventSummary[];
    expect(events.map(({ eventName, leads, byStaff }) => ({ eventName, leads, byStaff }))).toEqual([
      { eventName: 'Street Fair', leads: 1, byStaff: [{ staffName: 'Lee', leads: 1 }] },
      {
        eventName: 'Spring Home Show',
        leads: 3,
        byStaff: [
          { staffName: 'Dana', leads: 2 },
          { staffName: 'Lee', leads: 1 },
        ],
      },
    ]);

    const csv = await (
      await app.request('/api/admin/leads/export.csv?event=Street%20Fair', { cookie })
    ).text();
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toContain('"eventName","staffName"');
    expect(row).toContain('"Street Fair","Lee"');
  });
});
