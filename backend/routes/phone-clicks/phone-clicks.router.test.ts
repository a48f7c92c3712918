import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import { buildPhoneClick } from '../../../tests/factories/phone-click.factory';
import { readStoredRecords } from '../../testing/store-files';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const post = (json: unknown) => t.request('/api/phone-clicks', { method: 'POST', json });
const stored = async (): Promise<PhoneClickRecord[]> =>
  readStoredRecords<PhoneClickRecord>(t.dataDir, 'phoneClicks');

describe('POST /api/phone-clicks', () => {
  it('stores the click and answers 201 with the record', async () => {
    const res = await post(buildPhoneClick({ attribution: { gclid: 'abc' } }));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({
      page: '/windows',
      element: 'header-phone',
      isHeader: true,
      attribution: { gclid: 'abc' },
    });
    expect((await stored()).at(-1)).toEqual(body);
  });

  it('defaults isHeader to false', async () => {
    const body = await (await post({ page: '/', element: 'footer-phone' })).json();
    expect(body.isHeader).toBe(false);
  });

  it.each([
    ['page', { page: '' }, 'Page is required'],
    ['element', { element: '   ' }, 'Element is required'],
    ['isHeader', { isHeader: 'yes' }, 'isHeader must be true or false'],
  ])('answers 400 for an invalid %s', async (field, override, message) => {
    const res = await post({ ...buildPhoneClick(), ...override });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, errors: { [field]: message } });
  });

  it('answers a replay with 200 and other content under the same id with 422', async () => {
    const id = randomUUID();
    expect((await post(buildPhoneClick({ id }))).status).toBe(201);
    expect((await post(buildPhoneClick({ id, attribution: { utm_source: 'x' } }))).status).toBe(200);
    expect((await stored()).filter((c) => c.id === id)).toHaveLength(1);
    const other = await post(buildPhoneClick({ id, element: 'mobile-phone' }));
    expect(other.status).toBe(422);
  });
});

describe('GET /api/phone-clicks', () => {
  it('answers 401 without a session and the list newest first with one', async () => {
    expect((await t.request('/api/phone-clicks')).status).toBe(401);
    const cookie = await t.login();
    const res = await t.request('/api/phone-clicks', { cookie });
    expect(res.status).toBe(200);
    const all = await stored();
    expect(res.headers.get('x-total-count')).toBe(String(all.length));
    expect((await res.json()).map((c: PhoneClickRecord) => c.id)).toEqual(all.map((c) => c.id).reverse());
  });
});
