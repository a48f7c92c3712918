/** The waiting leads as a CSV file saved from the device (for a tablet that will not get signal again). */
import { fieldColumns, toCsv } from '#shared/csv';
import type { CaptureLeadSubmission } from '#shared/schemas/capture';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { saveFile } from '../../lib/save-file';

type Lead = Partial<CaptureLeadSubmission>;

const COLUMNS = fieldColumns<Lead>([
  'capturedAt',
  'eventName',
  'staffName',
  'name',
  'phone',
  'email',
  'address',
  'city',
  'state',
  'service',
  'homeowner',
  'bestTimeToCall',
  'message',
  'id',
]);

/** The CSV of the capture items among `items`. */
export function waitingLeadsCsv(items: readonly OutboxItem[]): string {
  const leads = items.filter((item) => item.kind === 'capture').map((item) => item.body as Lead);
  return toCsv(COLUMNS, leads);
}

/** Save the waiting leads as waiting-leads-<date>.csv. */
export function downloadWaitingLeads(items: readonly OutboxItem[]): void {
  saveFile(
    `waiting-leads-${new Date().toISOString().slice(0, 10)}.csv`,
    new Blob([waitingLeadsCsv(items)], { type: 'text/csv;charset=utf-8' }),
  );
}
