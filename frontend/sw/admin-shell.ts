/** Fills the admin shell cache when a new worker installs (see admin-shell-cache.ts). */
import {
  ADMIN_SHELL_CACHE,
  ADMIN_SHELL_PATHS,
  adminShellCacheKey,
  type AdminShellGlobals,
} from './admin-shell-cache';

declare const self: ServiceWorkerGlobalScope & AdminShellGlobals;

// The generated worker's admin route names its cache keys through this (scripts/pwa-options.ts).
self.adminShellCacheKey = adminShellCacheKey;

self.addEventListener('install', (event) => {
  // Best effort: a failure here must not stop the worker (and the public pages) from installing.
  event.waitUntil(
    caches
      .open(ADMIN_SHELL_CACHE)
      .then((cache) => cache.addAll(ADMIN_SHELL_PATHS))
      .catch(() => undefined),
  );
});
