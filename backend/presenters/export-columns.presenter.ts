/** The columns of each CSV export: the record's fields, then its first-touch attribution (and for leads, how they are worked). */
import { ATTRIBUTION_PARAMS, type Attribution } from '#shared/schemas/attribution';
import type { BookingRecord } from '#shared/schemas/booking';
import type { ContactRecord } from '#shared/schemas/contact';
import type { InboxRow } from '#shared/schemas/inbox';
import type { PhoneClickRecord } from '#shared/schemas/phone-click';
import { fieldColumns, type CsvColumn } from '#shared/csv';
import type { StoredActivity } from '../store/repository';

function attribution<T extends { attribution?: Attribution }>(): CsvColumn<T>[] {
  const keys = [...ATTRIBUTION_PARAMS, 'landingPath', 'referrer'] as const;
  return keys.map((key) => ({
    header: key === 'referrer' ? 'attribution_referrer' : key,
    // Trimmed as the schema now stores them: records stored before then export alike.
    value: (row: T) => row.attribution?.[key]?.trim(),
  }));
}

export const CONTACT_COLUMNS: CsvColumn<ContactRecord>[] = [
  ...fieldColumns<ContactRecord>([
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
    'eventName',
    'staffName',
    'bestTimeToCall',
    'capturedBy',
    'capturedAt',
  ]),
  ...attribution<ContactRecord>(),
];

export const BOOKING_COLUMNS: CsvColumn<BookingRecord>[] = [
  ...fieldColumns<BookingRecord>([
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
  ...fieldColumns<PhoneClickRecord>(['createdAt', 'id', 'page', 'element', 'isHeader']),
  ...attribution<PhoneClickRecord>(),
];

/** How each worked lead stands, for the exports: its status and its latest note. */
export type ActivityById = ReadonlyMap<string, Pick<StoredActivity, 'status' | 'notes'>>;

/** status and lastNote of a lead (New and empty for a lead nobody has worked). */
export function activityColumns<T extends { id: string }>(activity: ActivityById): CsvColumn<T>[] {
  return [
    { header: 'status', value: (row: T) => activity.get(row.id)?.status ?? 'new' },
    { header: 'lastNote', value: (row: T) => activity.get(row.id)?.notes.at(-1)?.text },
  ];
}

export const INBOX_COLUMNS: CsvColumn<InboxRow>[] = fieldColumns<InboxRow>([
  'receivedAt',
  'kind',
  'id',
  'name',
  'phone',
  'email',
  'city',
  'zipcode',
  'service',
  'source',
  'campaign',
  'eventName',
  'staffName',
  'callAt',
]);
