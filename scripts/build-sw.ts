/**
 * Generates the service worker after the prerender, over the finished dist/, and reports the
 * precache size against its budget (the build fails past it).
 */
import { resolve } from 'node:path';
import { generateSW } from 'workbox-build';
import { PRECACHE_BUDGET_BYTES, SERVICE_WORKER_OPTIONS } from './pwa-options';

const distDir = resolve(import.meta.dirname, '..', 'dist');

const { count, size, warnings } = await generateSW({
  ...SERVICE_WORKER_OPTIONS,
  globDirectory: distDir,
  swDest: resolve(distDir, 'sw.js'),
});
for (const w of warnings) console.warn(`service worker: ${w}`);
const mb = (size / 1024 / 1024).toFixed(2);
console.log(
  `service worker: precached ${count} files, ${mb} MB (budget ${PRECACHE_BUDGET_BYTES / 1024 / 1024} MB)`,
);
if (size > PRECACHE_BUDGET_BYTES) {
  console.error('service worker: precache is over budget');
  process.exit(1);
}
