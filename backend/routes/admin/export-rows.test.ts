import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TIME_ZONE, contact } from '../../store/repository.contract';
import { openAnyStore } from '../../store/open-any-store';
import { makeTempDir, testStore } from '../../testing/test-app';
import { pagesOf } from './export-rows';

const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
let store: Awaited<ReturnType<typeof openAnyStore>>;
let stored: string[];

beforeAll(async () => {
  // npm run test:pg runs this on PostgreSQL, where the pages are OFFSET queries.
  const where = await testStore(await makeTempDir('lhe-export-'));
  store = await openAnyStore({ ...where, timeZone: CONTRACT_TIME_ZONE });
  const records = Array.from({ length: 2_500 }, (_, i) => contact(minute(i)));
  await Promise.all(records.map((record) => store.contacts.insert(record)));
  stored = records.map((record) => record.id);
});

afterAll(() => store.close());

describe('pagesOf (the CSV exports)', () => {
  it('gives every record once, newest first, while leads arrive during the export', async () => {
    const given: string[] = [];
    let page = 0;
    for await (const rows of pagesOf(store.contacts)) {
      given.push(...rows.map((row) => row.id));
      // Three new leads after the first page, one after the second: each goes first and shifts the rest.
      const arriving = page === 0 ? 3 : page === 1 ? 1 : 0;
      for (let i = 0; i < arriving; i++) await store.contacts.insert(contact(minute(10_000 + page * 10 + i)));
      page++;
    }
    expect(page).toBe(3);
    expect(given).toEqual([...stored].reverse());
  });
});
