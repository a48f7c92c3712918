import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compile-hints';
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
  groups: [{ name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ }],
};

/**
 * Two Mantine modules are resolved to stand-ins of this project's (why: each file's header):
 * @mantine/hooks' useId to frontend/lib/mantine-use-id.ts, and @mantine/core's
 * removeDefaultVariables to frontend/lib/mantine-remove-default-variables.ts. If Mantine moves
 * either file, the build simply uses Mantine's own again.
 */
function mantineStandIns(): Plugin {
  const useId = resolve(root, 'lib/mantine-use-id.ts');
  const removeDefaults = resolve(root, 'lib/mantine-remove-default-variables.ts');
  return {
    name: 'mantine-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('@mantine/hooks') && source.endsWith('use-id/use-id.mjs')) return useId;
      if (importer?.includes('@mantine/core') && source.endsWith('/remove-default-variables.mjs'))
        return removeDefaults;
      return undefined;
    },
  };
}

/**
 * react-router's package exports name only its development build (dev warnings and checks
 * included) for every condition; builds use the production one it ships beside it.
 */
const reactRouterDir = resolve(import.meta.dirname, 'node_modules/react-router/dist/production');
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: resolve(reactRouterDir, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve(reactRouterDir, 'dom-export.mjs') },
];

/** The business zone's offsets from last year to ten years ahead, for the browser (why: shared/zone-offset.ts). */
function businessZoneTable() {
  const year = new Date().getUTCFullYear();
  return zoneTable(BUSINESS.timeZone, Date.UTC(year - 1, 0, 1), Date.UTC(year + 11, 0, 1));
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  publicDir: resolve(root, 'public'),
  plugins: [
    react(),
    mantineStandIns(),
    compileHints(),
    // Writes the manifest and links it; the service worker itself is generated after the
    // prerender by scripts/build-sw.ts, so this pass precaches nothing.
    VitePWA({
      injectRegister: false,
      registerType: 'prompt',
      manifest: MANIFEST,
      includeManifestIcons: false,
      workbox: { globPatterns: [] },
    }),
  ],
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(process.env.SITE_URL ?? 'http://localhost:3000'),
    'import.meta.env.VITE_BUSINESS_ZONE_TABLE': JSON.stringify(businessZoneTable()),
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
      },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
}));
