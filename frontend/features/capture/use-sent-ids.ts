import { useSentLog } from '../../lib/outbox/use-sent-log';
import type { SentEntry } from '../../lib/outbox/outbox-db';

const NONE: ReadonlySet<string> = new Set();
const idsOf = (entries: SentEntry[]): ReadonlySet<string> => new Set(entries.map((e) => e.recordId));

/** The record ids the outbox has delivered (its receipt log), kept current. */
export function useSentIds(): ReadonlySet<string> {
  return useSentLog(idsOf, NONE);
}
