/**
 * Generates the service worker after the prerender, over the finished dist/, and reports the
 * precache size against its budget (the build fails past it). The project's own worker code
 * (frontend/sw: outbox Background Sync, admin shell) is bundled first, under a content-hashed
 * name, and imported by the generated worker, so a change to it is a change to sw.js and reaches
 * visitors through the usual update prompt.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'vite';
import { generateSW } from 'workbox-build';
import { WORKER_EXTRAS_PREFIX, PRECACHE_BUDGET_BYTES, SERVICE_WORKER_OPTIONS } from './pwa-options';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, 'dist');

async function buildWorkerExtras(): Promise<string> {
  const plainName = `${WORKER_EXTRAS_PREFIX}.js`;
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: {
        entry: resolve(root, 'frontend/sw/index.ts'),
        formats: ['iife'],
        name: 'lheWorkerExtras',
        fileName: () => plainName,
      },
    },
  });
  const hash = createHash('sha256')
    .update(readFileSync(resolve(distDir, plainName)))
    .digest('hex')
    .slice(0, 10);
  const hashedName = `${WORKER_EXTRAS_PREFIX}-${hash}.js`;
  renameSync(resolve(distDir, plainName), resolve(distDir, hashedName));
  return hashedName;
}

const extrasScript = await buildWorkerExtras();
const { count, size, warnings } = await generateSW({
  ...SERVICE_WORKER_OPTIONS,
  importScripts: [`/${extrasScript}`],
  globDirectory: distDir,
  swDest: resolve(distDir, 'sw.js'),
});
for (const w of warnings) console.warn(`service worker: ${w}`);
const mb = (size / 1024 / 1024).toFixed(2);
console.log(
  `service worker: precached ${count} files, ${mb} MB (budget ${PRECACHE_BUDGET_BYTES / 1024 / 1024} MB); imports /${extrasScript}`,
);
if (size > PRECACHE_BUDGET_BYTES) {
  console.error('service worker: precache is over budget');
  process.exit(1);
}
