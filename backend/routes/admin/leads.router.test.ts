/** /api/admin/leads: one lead, its status workflow with optimistic concurrency, and notes. */
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadDetail } from '#shared/schemas/lead';
import type { LeadActivity, StatusConflict } from '#shared/schemas/lead-status';
import { buildBooking } from '../../../tests/factories/booking.factory';
import { buildContact } from '../../../tests/factories/contact.factory';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

async function withLead(kind: 'contact' | 'booking' = 'contact') {
  app = await startTestApp();
  const path = kind === 'contact' ? '/api/contact' : '/api/booked-calls';
  const res = await app.request(path, {
    method: 'POST',
    json: kind === 'contact' ? buildContact() : buildBooking(),
  });
  const { id } = (await res.json()) as { id: string };
  const cookie = await app.login();
  const post = (what: 'status' | 'notes', json: unknown) =>
    app!.request(`/api/admin/leads/${id}/${what}`, { method: 'POST', json, cookie });
  const detail = async () =>
    (await (await app!.request(`/api/admin/leads/${id}`, { cookie })).json()) as LeadDetail;
  return { id, cookie, post, detail };
}

describe('/api/admin/leads/:id', () => {
  it('answers 401 without a session and 404 for an unknown id', async () => {
    const { cookie } = await withLead();
    for (const [method, path] of [
      ['GET', '/api/admin/leads/x'],
      ['POST', '/api/admin/leads/x/status'],
      ['POST', '/api/admin/leads/x/notes'],
    ]) {
      const json = method === 'POST' ? {} : undefined;
      expect((await app!.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
    }
    expect((await app!.request('/api/admin/leads/nope', { cookie })).status).toBe(404);
  });

  it('starts New at version 0, and records who moved it when, from and to', async () => {
    const { post, detail } = await withLead('booking');
    const before = await detail();
    expect(before.kind).toBe('booking');
    expect(before.record).not.toHaveProperty('editTokenHash');
    expect(before.activity).toEqual({ status: 'new', version: 0, history: [], notes: [] });
    const res = await post('status', { status: 'contacted', version: 0 });
    expect(res.status).toBe(200);
    const after = (await res.json()) as LeadActivity;
    expect(after).toMatchObject({ status: 'contacted', version: 1 });
    expect(after.history).toEqual([{ at: expect.any(String), user: 'owner', from: 'new', to: 'contacted' }]);
    expect(after.firstContactedAt).toBe(after.history[0].at);
    expect((await detail()).activity).toEqual(after);
  });

  it('refuses a change made on a stale version with 409, the current state and the other change', async () => {
    const { post, detail } = await withLead();
    await post('status', { status: 'contacted', version: 0 });
    const stale = await post('status', { status: 'spam', version: 0 });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as StatusConflict;
    expect(body.message).toBe('Someone else changed this lead first');
    expect(body.current).toMatchObject({ status: 'contacted', version: 1 });
    expect(body.lastChange).toMatchObject({ from: 'new', to: 'contacted', user: 'owner' });
    expect((await detail()).activity.status).toBe('contacted');
  });

  it('lets exactly one of two racing first changes win', async () => {
    const { post, detail } = await withLead();
    const answers = await Promise.all([
      post('status', { status: 'contacted', version: 0 }),
      post('status', { status: 'spam', version: 0 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await detail()).activity.history).toHaveLength(1);
  });

  it('needs a reason for Lost only, and drops it when the lead moves on', async () => {
    const { post } = await withLead();
    const missing = await post('status', { status: 'lost', version: 0 });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: { lostReason: 'Choose why the lead was lost' } });
    expect((await post('status', { status: 'won', lostReason: 'price', version: 0 })).status).toBe(400);
    const lost = (await (
      await post('status', { status: 'lost', lostReason: 'price', version: 0 })
    ).json()) as LeadActivity;
    expect(lost).toMatchObject({ status: 'lost', lostReason: 'price' });
    const won = (await (await post('status', { status: 'won', version: 1 })).json()) as LeadActivity;
    expect(won.status).toBe('won');
    expect(won).not.toHaveProperty('lostReason');
    expect(won.history.map((h) => h.to)).toEqual(['lost', 'won']);
  });

  it('appends notes as text, without a version, and keeps them across a restart', async () => {
    const { id, post } = await withLead();
    const markup = '<img src=x onerror=alert(1)>';
    expect((await post('notes', { text: '  ' })).status).toBe(400);
    expect((await post('notes', { text: 'Called, left a voicemail' })).status).toBe(200);
    const res = await post('notes', { text: markup });
    const activity = (await res.json()) as LeadActivity;
    expect(activity.notes.map((n) => n.text)).toEqual(['Called, left a voicemail', markup]);
    expect(activity.version).toBe(2);
    const dataDir = app!.dataDir;
    await app!.stop();
    app = await startTestApp({ dataDir });
    const cookie = await app.login();
    const again = (await (await app.request(`/api/admin/leads/${id}`, { cookie })).json()) as LeadDetail;
    expect(again.activity.notes.map((n) => n.text)).toEqual(['Called, left a voicemail', markup]);
  });
});
