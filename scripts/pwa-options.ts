/**
 * The installable app's manifest and the service worker's caching rules, in one place: Vite's
 * PWA plugin writes the manifest, and scripts/build-sw.ts generates the service worker LAST,
 * over the finished build, so every prerendered page is precached.
 */
import type { GenerateSWOptions } from 'workbox-build';
import { PATHS } from '#shared/routes';
import { ADMIN_SHELL_CACHE, type AdminShellGlobals } from '../frontend/sw/admin-shell-cache';
import { BUSINESS } from '#shared/business';

/** The web app manifest. */
export const MANIFEST = {
  name: BUSINESS.name,
  short_name: 'Liberty Home',
  description: `Windows, siding, doors and roofing in New Jersey and New York. Free estimates from ${BUSINESS.name}.`,
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone' as const,
  // A tablet on a stand at an event must be free to turn.
  orientation: 'any' as const,
  theme_color: '#1b3a5c',
  background_color: '#ffffff',
  lang: 'en-US',
  categories: ['business', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // A canvasser's tablet opens the capture loop straight from the home-screen icon.
  shortcuts: [
    {
      name: 'Capture leads',
      short_name: 'Capture leads',
      url: PATHS.capture,
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
};

/** File name (before its content hash) of the project's own worker code in dist/. */
export const WORKER_EXTRAS_PREFIX = 'sw-extras';

/** The precache may not grow past this (stated budget). */
export const PRECACHE_BUDGET_BYTES = 15 * 1024 * 1024;

/** Service worker rules, without the paths of a particular build. */
export const SERVICE_WORKER_OPTIONS: Omit<GenerateSWOptions, 'globDirectory' | 'swDest'> = {
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest,xml,txt}'],
  // The admin shell is network-first (frontend/sw/admin-shell-cache.ts), never precached; lead data is never cached.
  // The page shells (the admin's lead page) belong to it. The worker's own scripts are fetched by the worker itself.
  globIgnores: [
    'admin.html',
    'admin/**',
    '_shell/**',
    'sw.js',
    'workbox-*.js',
    `${WORKER_EXTRAS_PREFIX}-*.js`,
  ],
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  // Unknown paths offline get the not-found page; the admin area and the API never do.
  navigateFallback: '/404.html',
  navigateFallbackDenylist: [/^\/api\//, /^\/admin(\/|$)/],
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  // A new version waits until the visitor chooses 'Reload to update'.
  skipWaiting: false,
  sourcemap: false,
  runtimeCaching: [
    {
      urlPattern: ({ url, request }) => request.mode === 'navigate' && url.pathname.startsWith('/admin'),
      handler: 'NetworkFirst',
      options: {
        cacheName: ADMIN_SHELL_CACHE,
        networkTimeoutSeconds: 5,
        // Every lead page shares one cached shell. This function is copied into sw.js as source, so
        // it calls the key function the worker extras define (frontend/sw/admin-shell.ts).
        plugins: [
          {
            cacheKeyWillBeUsed: async ({ request }) =>
              (self as unknown as AdminShellGlobals).adminShellCacheKey(request.url),
          },
        ],
      },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/api/blog'),
      handler: 'NetworkFirst',
      options: { cacheName: 'public-api', networkTimeoutSeconds: 5 },
    },
  ],
};
