/**
 * Connections that keep posting estimate requests (each with its client id) until stopped, for
 * tests that back up or break the store under load. Each lead counts once it is acknowledged.
 */
import { randomUUID } from 'node:crypto';
import { buildContact } from '../../tests/factories/contact.factory';
import type { TestApp } from './test-app';

export interface LeadWriters {
  /** Ids of the leads answered 201, in the order the answers came. */
  acknowledged: string[];
  /** Resolves once `count` leads were acknowledged. */
  reach(count: number): Promise<void>;
  /** Stop, and wait for the posts in flight; rejects if any got another answer than 201. */
  stop(): Promise<void>;
}

export function startLeadWriters(app: TestApp, connections: number): LeadWriters {
  const acknowledged: string[] = [];
  let stopped = false;
  const writer = async () => {
    while (!stopped) {
      const lead = { ...buildContact(), id: randomUUID() };
      const res = await app.request('/api/contact', { method: 'POST', json: lead });
      if (res.status !== 201) throw new Error(`A lead was answered ${res.status}: ${await res.text()}`);
      acknowledged.push(lead.id);
    }
  };
  const writers = Promise.all(Array.from({ length: connections }, writer));
  writers.catch(() => undefined); // reported by stop()
  return {
    acknowledged,
    async reach(count) {
      while (acknowledged.length < count) await new Promise((r) => setTimeout(r, 10));
    },
    async stop() {
      stopped = true;
      await writers;
    },
  };
}
