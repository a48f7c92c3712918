import { useEffect, useState } from 'react';
import { onOutboxChange, type SentEntry } from './outbox-db';
import { listSent } from './outbox-receipts';

/**
 * A view of the outbox's receipt log, kept current. `view` must keep its identity (a module-level
 * function); it runs on each read, so what it computes from the clock is fresh too.
 */
export function useSentLog<T>(view: (entries: SentEntry[]) => T, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let live = true;
    const refresh = () =>
      void listSent().then(
        (entries) => {
          if (live) setValue(view(entries));
        },
        () => undefined, // the log is a receipt: an unreadable one keeps what was shown
      );
    refresh();
    const stop = onOutboxChange(refresh);
    return () => {
      live = false;
      stop();
    };
  }, [view]);
  return value;
}
