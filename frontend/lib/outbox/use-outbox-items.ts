import { useEffect, useState } from 'react';
import { listItems, onOutboxChange, type OutboxItem } from './outbox-db';

/** How often a failed read of the outbox is tried again. */
const READ_RETRY_MS = 5_000;

export interface OutboxView {
  /** The items last read: empty during the server render and before the first read. */
  items: OutboxItem[];
  /** The last read failed: `items` are the last known ones (perhaps none), and a retry is due. */
  unreadable: boolean;
  /** Whether a read has ever succeeded: until then an empty `items` says nothing (not "none waiting"). */
  loaded: boolean;
}

/** The outbox's items, kept current. A failed read keeps the last known items and tries again. */
export function useOutboxItems(): OutboxView {
  const [view, setView] = useState<OutboxView>({ items: [], unreadable: false, loaded: false });
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(retry);
      listItems().then(
        (items) => live && setView({ items, unreadable: false, loaded: true }),
        () => {
          if (!live) return;
          setView((last) => (last.unreadable ? last : { ...last, unreadable: true }));
          retry = setTimeout(refresh, READ_RETRY_MS);
        },
      );
    };
    refresh();
    const stop = onOutboxChange(refresh);
    return () => {
      live = false;
      clearTimeout(retry);
      stop();
    };
  }, []);
  return view;
}
