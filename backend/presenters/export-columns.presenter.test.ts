import { describe, expect, it } from 'vitest';
import type { ContactRecord } from '#shared/schemas/contact';
import { buildContact } from '../../tests/factories/contact.factory';
import { CONTACT_COLUMNS } from './export-columns.presenter';

describe('export columns', () => {
  it('export attribution trimmed, as the schema stores it now, for records stored before', () => {
    const record = {
      ...buildContact(),
      id: 'c1',
      createdAt: '2026-01-01T00:00:00.000Z',
      attribution: { utm_source: '  google\t', utm_campaign: '\n =spring ' },
    } as ContactRecord;
    const value = (header: string) => CONTACT_COLUMNS.find((c) => c.header === header)!.value(record);
    expect(value('utm_source')).toBe('google');
    expect(value('utm_campaign')).toBe('=spring');
  });
});
