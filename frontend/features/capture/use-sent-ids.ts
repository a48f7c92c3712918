import { useEffect, useState } from 'react';
import { onOutboxChange } from '../../lib/outbox/outbox-db';
import { listSent } from '../../lib/outbox/outbox-receipts';

/** The record ids the outbox has delivered (its receipt log), kept current. */
export function useSentIds(): ReadonlySet<string> {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let live = true;
    const refresh = () =>
      void listSent().then(
        (entries) => live && setIds(new Set(entries.map((e) => e.recordId))),
        () => undefined, // an unreadable receipt log keeps what was shown
      );
    refresh();
    const stop = onOutboxChange(refresh);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return ids;
}
