/** The columns of each CSV export: the record's fields, then its first-touch attribution. */
import { ATTRIBUTION_PARAMS, type Attribution } from '../../../shared/schemas/attribution';
import type { BookingRecord } from '../../../shared/schemas/booking';
import type { ContactRecord } from '../../../shared/schemas/contact';
import type { PhoneClickRecord } from '../../../shared/schemas/phone-click';
import type { CsvColumn } from '../../lib/csv';

function fields<T>(names: readonly (keyof T & string)[]): CsvColumn<T>[] {
  return names.map((name) => ({ header: name, value: (row: T) => row[name] }));
}

function attribution<T extends { attribution?: Attribution }>(): CsvColumn<T>[] {
  const keys = [...ATTRIBUTION_PARAMS, 'landingPath', 'referrer'] as const;
  return keys.map((key) => ({
    header: key === 'referrer' ? 'attribution_referrer' : key,
    value: (row: T) => row.attribution?.[key],
  }));
}

export const CONTACT_COLUMNS: CsvColumn<ContactRecord>[] = [
  ...fields<ContactRecord>([
    'createdAt',
    'id',
    'name',
    'phone',
    'email',
    'address',
    'city',
    'state',
    'service',
    'homeowner',
    'message',
    'source',
    'capturedAt',
  ]),
  ...attribution<ContactRecord>(),
];

export const BOOKING_COLUMNS: CsvColumn<BookingRecord>[] = [
  ...fields<BookingRecord>([
    'createdAt',
    'id',
    'scheduledDate',
    'scheduledTime',
    'name',
    'phone',
    'email',
    'address',
    'zipcode',
    'service',
    'willShowUp',
    'referrer',
    'capturedAt',
    'updatedAt',
  ]),
  ...attribution<BookingRecord>(),
];

export const PHONE_CLICK_COLUMNS: CsvColumn<PhoneClickRecord>[] = [
  ...fields<PhoneClickRecord>(['createdAt', 'id', 'page', 'element', 'isHeader']),
  ...attribution<PhoneClickRecord>(),
];
