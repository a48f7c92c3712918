import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { formCodePrefetch } from './scripts/form-code-prefetch';
import { MANIFEST } from './scripts/pwa-options';
import { BUSINESS } from './shared/business';
import { zoneTable } from './shared/zone-offset';

const root = resolve(import.meta.dirname, 'frontend');

/**
 * Small shared chunks are copied into the chunks that import them instead of being fetched alone:
 * the automatic split made dozens of 1-2 KB files, each one more request before a page hydrates.
 * React DOM is a chunk of its own, so start.ts can have it evaluated in a task apart (decision 006).
 */
const CODE_SPLITTING = {
  experimentalInlineCommonChunks: { maxSize: 16_000 },
  groups: [
    { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
    // zod under one stable name: the forms fetch it when a visitor sends (tests/e2e/code-split.spec.ts).
    { name: 'schemas', test: /node_modules[\\/]zod[\\/]/ },
    // Modules that hold a page's shared state: one copy each. Inlined into each importer, an
    // island's toast went to a store no region listened to, and the app's link guard never saw the
    // page hydrate. The toasts' store needs React; the others must not, as every page loads them.
    {
      name: 'page-state',
      test: /frontend[\\/]lib[\\/](hydration-state|outbox[\\/]outbox-(db|connection|lock))\./,
    },
    {
      name: 'toast-store',
      test: /node_modules[\\/]@mantine[\\/](store[\\/]|notifications[\\/]esm[\\/]notifications\.store)/,
    },
  ],
};

/** The business zone's offsets from last year to ten years ahead, for the browser (why: shared/zone-offset.ts). */
function businessZoneTable() {
  const year = new Date().getUTCFullYear();
  return zoneTable(BUSINESS.timeZone, Date.UTC(year - 1, 0, 1), Date.UTC(year + 11, 0, 1));
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: resolve(root, 'public'),
  plugins: [
    react(),
    // Writes the manifest and links it; the service worker itself is generated after the
    // prerender by scripts/build-sw.ts, so this pass precaches nothing.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: MANIFEST,
      includeManifestIcons: false,
      workbox: { globPatterns: [] },
    }),
    // Every page prefetches the forms' validation code (not run until a form needs it).
    ...(isSsrBuild ? [] : [formCodePrefetch()]),
  ],
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(process.env.SITE_URL ?? 'http://localhost:3000'),
    'import.meta.env.VITE_BUSINESS_ZONE_TABLE': JSON.stringify(businessZoneTable()),
    // The licence numbers of shared/business.ts, read from the build's environment (empty = placeholder).
    'process.env.NJ_HIC_REGISTRATION': JSON.stringify(process.env.NJ_HIC_REGISTRATION ?? ''),
    'process.env.NYC_HIC_LICENSE': JSON.stringify(process.env.NYC_HIC_LICENSE ?? ''),
  },
  build: isSsrBuild
    ? {
        outDir: resolve(import.meta.dirname, 'dist-ssr'),
        emptyOutDir: true,
        rollupOptions: { input: resolve(root, 'entry-server.tsx') },
      }
    : {
        outDir: resolve(import.meta.dirname, 'dist'),
        emptyOutDir: true,
        assetsInlineLimit: 0,
        // One stylesheet linked from every prerendered page: a lazily loaded page's CSS would
        // otherwise arrive after its prerendered markup and shift the layout.
        cssCodeSplit: false,
        rolldownOptions: { output: { codeSplitting: CODE_SPLITTING } },
        // The owner's pages and the outbox's sender (fetched only once a lead waits) load their
        // own chunks when needed: listing their dependencies for preloading would put those file
        // names into the chunks every visitor downloads.
        modulePreload: {
          resolveDependencies: (file, deps, { hostType }) =>
            hostType === 'js' && /\/(admin-[^/]*\.page|outbox-sender)-/.test(`/${file}`) ? [] : deps,
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
}));
