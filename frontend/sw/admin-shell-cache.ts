/**
 * The admin area's page shell in the service worker: fetched network-first (the shell holds no
 * lead data; the leads themselves are never cached), with a copy kept so the owner who opens
 * the admin area without a connection gets the page that says 'You are offline'.
 */
import { PATHS } from '../../shared/routes';

/** Cache of the admin pages' HTML, filled at install and refreshed by every online visit. */
export const ADMIN_SHELL_CACHE = 'admin-shell';

/** The admin pages whose shell is kept. */
export const ADMIN_SHELL_PATHS = [PATHS.admin, PATHS.adminDashboard];
