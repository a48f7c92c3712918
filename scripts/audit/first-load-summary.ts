/** How the report states Home's first load with the service worker, and its budget: no more bytes than today's build. */
import type { FirstLoad } from './first-load-bytes';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = (bytes: number, requests: number) => `${kb(bytes)} (${requests} requests)`;

/** Two lines: the whole first load, then the service worker's part of it; `before` is absent when the baseline was skipped. */
export function firstLoadLines(before: FirstLoad | undefined, after: FirstLoad): string[] {
  const side = (name: string, f: FirstLoad | undefined, pick: (f: FirstLoad) => string) =>
    `${name} ${f ? pick(f) : 'not measured'}`;
  return [
    `Home first load with service worker: ${side('before', before, (f) => load(f.bytes, f.requests))}, ` +
      `${side('after', after, (f) => load(f.bytes, f.requests))}`,
    `of which service worker: ${side('before', before, (f) => load(f.workerBytes, f.workerRequests))}, ` +
      `${side('after', after, (f) => load(f.workerBytes, f.workerRequests))}`,
  ];
}

/** The budget (after ≤ before), and a miss for a load whose worker's precache was not counted. */
export function firstLoadMisses(before: FirstLoad | undefined, after: FirstLoad): string[] {
  const uncounted = (name: string, f: FirstLoad) =>
    !f.workerActive || f.workerRequests === 0
      ? [
          `Home first load (${name}): no active service worker or none of its requests counted, so its precache was not measured`,
        ]
      : [];
  return [
    ...(before ? uncounted('before', before) : []),
    ...uncounted('after', after),
    ...(before && after.bytes > before.bytes
      ? [
          `Home first load with service worker: after ${kb(after.bytes)} > before ${kb(before.bytes)} ` +
            `(+${after.bytes - before.bytes} bytes)`,
        ]
      : []),
  ];
}
