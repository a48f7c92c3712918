/**
 * The CSV export of every estimate request, as the owner downloads it: how long the whole file
 * takes and how much the server's RSS grows meanwhile (sampled every 50 ms), which shows
 * whether it is streamed or built in memory.
 */
import type { Target } from './cases';

export interface ExportResult {
  store: string;
  seconds: number;
  bytes: number;
  lines: number;
  /** Peak RSS during the download minus RSS before it. */
  rssGrowth: number;
}

const NEWLINE = 10;

export async function measureExport(target: Target): Promise<ExportResult> {
  const before = await target.server.rss();
  let peak = before;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      peak = Math.max(peak, await target.server.rss());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${target.server.port}/api/admin/export/contacts.csv`, {
    headers: { cookie: target.cookie ?? '' },
  });
  if (!res.ok || !res.body) throw new Error(`export on ${target.store}: ${res.status}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === NEWLINE) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await sampling;
  return { store: target.store, seconds, bytes, lines, rssGrowth: peak - before };
}
