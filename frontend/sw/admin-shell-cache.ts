/**
 * The admin area's page shell in the service worker: fetched network-first (the shell holds no
 * lead data; the leads themselves are never cached), with a copy kept so the owner who opens
 * the admin area without a connection gets the page that says 'You are offline'.
 */
import { PATHS } from '#shared/routes';
import { PAGE_SHELLS, pageShellFor } from '#shared/static-layout';

/** Cache of the admin pages' HTML, filled at install and refreshed by every online visit. */
export const ADMIN_SHELL_CACHE = 'admin-shell';

/** The admin pages whose shell is kept; one lead page's stands for every lead's (same HTML). */
export const ADMIN_SHELL_PATHS = [
  PATHS.admin,
  PATHS.adminDashboard,
  PATHS.adminDeliveries,
  PATHS.adminSettings,
  PATHS.adminUsers,
  PATHS.adminAvailability,
  PATHS.adminSystem,
  PATHS.adminReports,
  ...PAGE_SHELLS.map((s) => s.sample),
];

/**
 * The URL an admin page is cached under: every '/admin/leads/<id>' shares its shell's one copy,
 * so a lead never opened before still opens offline; any other page is cached as itself.
 */
export function adminShellCacheKey(url: string): string {
  const { pathname, origin } = new URL(url);
  const file = pageShellFor(pathname);
  const shell = PAGE_SHELLS.find((s) => s.file === file);
  return shell ? new URL(shell.sample, origin).href : url;
}

/** What the worker extras put on the worker's global scope for the generated worker's routes. */
export interface AdminShellGlobals {
  adminShellCacheKey: typeof adminShellCacheKey;
}
