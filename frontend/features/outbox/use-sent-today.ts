import { useEffect, useState } from 'react';
import { onOutboxChange, type SentEntry } from '../../lib/outbox/outbox-db';
import { listSent } from '../../lib/outbox/outbox-receipts';

/** The outbox's deliveries since this device's local midnight, newest first, kept current. */
export function useSentToday(): SentEntry[] {
  const [sent, setSent] = useState<SentEntry[]>([]);
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let live = true;
    const refresh = () =>
      void listSent().then(
        (entries) => {
          const midnight = new Date().setHours(0, 0, 0, 0);
          if (live) setSent(entries.filter((e) => Date.parse(e.sentAt) >= midnight));
        },
        () => undefined, // the log is a receipt: an unreadable one keeps what was shown
      );
    refresh();
    const stop = onOutboxChange(refresh);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return sent;
}
