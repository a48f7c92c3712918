import { useEffect, useState } from 'react';
import { listItems, onOutboxChange, type OutboxItem } from '../../lib/outbox/outbox-db';

/** The outbox's items, kept current; empty during the server render and before the first read. */
export function useOutboxItems(): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let live = true;
    const refresh = () =>
      void listItems()
        .then((next) => live && setItems(next))
        .catch(() => undefined);
    refresh();
    const stop = onOutboxChange(refresh);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return items;
}
