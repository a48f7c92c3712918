/**
 * A NUL or a lone surrogate in a lead is refused with a field error before anything is stored
 * (PostgreSQL's jsonb refuses both, so it used to be a 500 that the outbox retried forever),
 * and the refusal writes nothing to the log.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContactRecord } from '#shared/schemas/contact';
import { UNSUPPORTED_CHARACTER } from '#shared/schemas/fields';
import { buildBooking } from '../../../tests/factories/booking.factory';
import { buildContact } from '../../../tests/factories/contact.factory';
import { readStoredRecords } from '../../testing/store-files';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let cookie: string;

const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
  vi.spyOn(console, method),
);

beforeAll(async () => {
  t = await startTestApp();
  cookie = await t.login();
  // The sign-in above is a security event with its own log line: each test starts from none.
  consoleSpies.forEach((spy) => spy.mockClear());
});
afterAll(() => t.stop());
afterEach(() => consoleSpies.forEach((spy) => spy.mockClear()));
const logged = () => consoleSpies.flatMap((spy) => spy.mock.calls);

async function refused(path: string, json: unknown, field: string) {
  const res = await t.request(path, { method: 'POST', json, cookie });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; errors?: Record<string, string> };
  expect(body.errors?.[field]).toBe(UNSUPPORTED_CHARACTER);
}

describe('unsupported characters', () => {
  it('refuses a NUL in the name with 400 and the field error, stores nothing and logs nothing', async () => {
    const id = randomUUID();
    await refused('/api/contact', buildContact({ id, name: 'Jane\u0000Homeowner' }), 'name');
    expect(logged()).toEqual([]);
    expect((await readStoredRecords<ContactRecord>(t.dataDir, 'contacts')).map((c) => c.id)).not.toContain(
      id,
    );
  });

  it('refuses a lone surrogate in the message, and both in a booking and a captured lead', async () => {
    await refused('/api/contact', buildContact({ message: 'Call me \ud800 soon' }), 'message');
    await refused('/api/booked-calls', buildBooking({ name: 'Sam\u0000' }), 'name');
    const capture = {
      ...buildContact({ source: undefined, attribution: undefined }),
      id: randomUUID(),
      capturedAt: new Date().toISOString(),
      eventName: 'Home Show\udfff',
      staffName: 'Dana',
    };
    await refused('/api/capture/leads', capture, 'eventName');
    await refused('/api/newsletter', { email: 'reader@example.com', source: 'blog\u0000' }, 'source');
    expect(logged()).toEqual([]);
  });

  it('stores a message with line breaks, tabs and characters beyond the basic plane as sent', async () => {
    const message = 'Two windows:\r\n\t- kitchen 🪟\n\t- bath (señor’s café)';
    const res = await t.request('/api/contact', {
      method: 'POST',
      json: buildContact({ name: 'Zoë 🏠 Ōta', message }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as ContactRecord;
    const stored = (await readStoredRecords<ContactRecord>(t.dataDir, 'contacts')).find((c) => c.id === id);
    expect(stored).toMatchObject({ name: 'Zoë 🏠 Ōta', message });
  });
});
