/**
 * While prerendering, pages hand their head and HTTP status to a collector instead of the DOM,
 * so the prerender script can write them into the static file.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { HeadData } from './head-data';

/** What one prerendered page reported. */
export class HeadCollector {
  head?: HeadData;
  status?: number;

  /** Record the page's head (the last report wins, as the innermost page renders last). */
  report(head: HeadData, status?: number): void {
    this.head = head;
    if (status) this.status = status;
  }
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Wrap the server render so pages can report their head. */
export function HeadCollectorProvider({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

/** The collector during a server render, or null in the browser. */
export const useHeadCollector = () => useContext(HeadCollectorContext);
