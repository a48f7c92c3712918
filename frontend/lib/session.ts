/**
 * The admin session as the browser sees it. The server's cookie is the guard; the localStorage
 * flag (spec §4: admin_authenticated = 'true') is only a hint kept in step with it.
 */
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '#shared/routes';
import type { SessionInfo } from '#shared/schemas/auth';
import { apiRequest } from './api-request';

/** Name and value of the browser flag of spec §4. */
export const ADMIN_FLAG = { key: 'admin_authenticated', value: 'true' } as const;

/** Mirror a confirmed login (or logout) into the flag. */
export function setAdminFlag(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(ADMIN_FLAG.key, ADMIN_FLAG.value);
    else localStorage.removeItem(ADMIN_FLAG.key);
  } catch {
    // Storage blocked: the flag is a hint only, the server session still decides.
  }
}

/** A canvasser's account only captures leads: the admin pages have nothing for it. */
export const isCanvasser = (session: SessionInfo | undefined) => session?.role === 'canvasser';

/** Where a signed-in account goes from the sign-in: the dashboard, or a canvasser's lead capture. */
export const landingPathOf = (session: SessionInfo) =>
  isCanvasser(session) ? PATHS.capture : PATHS.adminDashboard;

/** Query key of GET /api/auth/session. */
export const SESSION_KEY = ['/api/auth/session'] as const;

/** Ask the server whether this browser has a valid session (never cached). */
export function useAdminSession() {
  return useQuery<SessionInfo>({
    queryKey: SESSION_KEY,
    staleTime: 0,
    gcTime: 0,
  });
}

/** End the session on the server, then clear the flag (kept when the server was not reached). */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
  setAdminFlag(false);
}
