/**
 * What a queued move whose time was taken (409) offers in the saved-requests list: choosing
 * another time for the same booking. The booking feature draws it; the app hands it in here,
 * since features do not import each other.
 */
import { createContext, type ReactNode } from 'react';
import type { OutboxItem } from '../../lib/outbox/outbox-db';

export interface ConflictTimeChooserProps {
  item: OutboxItem;
}

/** Draws the chooser for one item (a render function, so the list never defines a component). */
export const ConflictTimeChooser = createContext<((props: ConflictTimeChooserProps) => ReactNode) | null>(
  null,
);
