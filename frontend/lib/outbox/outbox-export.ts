/**
 * Whether the browser may evict the outbox, and a copy of the waiting leads as a file: until the
 * storage is persistent, clearing site data or long disuse can erase what was never sent.
 */
import { saveFile } from '../save-file';
import type { OutboxItem } from './outbox-db';

/** True when the browser promised to keep this site's storage; false when it may not, or cannot say. */
export async function isStoragePersisted(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persisted) return false;
  return navigator.storage.persisted().catch(() => false);
}

/** The file's content: what each waiting request is and holds (edit tokens are never in items). */
export function outboxFileContent(items: readonly OutboxItem[], now: Date = new Date()): string {
  const requests = items.map(
    ({ label, kind, method, url, recordId, capturedAt, state, lastError, schemaVersion, body }) => ({
      label,
      kind,
      method,
      url,
      recordId,
      capturedAt,
      state,
      lastError,
      schemaVersion,
      body,
    }),
  );
  return JSON.stringify({ savedAt: now.toISOString(), requests }, null, 2);
}

/** Download the waiting requests as a JSON file. */
export function downloadOutbox(items: readonly OutboxItem[]): void {
  const now = new Date();
  saveFile(
    `saved-requests-${now.toISOString().slice(0, 10)}.json`,
    new Blob([outboxFileContent(items, now)], { type: 'application/json' }),
  );
}
