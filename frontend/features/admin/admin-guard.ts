/**
 * The guard every signed-in admin page shares (the dashboard and the admin area): nothing is
 * fetched until the server confirms the session; no session, or a lost one, returns to the
 * sign-in; a canvasser's session fetches nothing (the server would refuse it) and the page
 * points to lead capture instead; offline, lead data gives way to the offline notice; and the logout, which says so
 * when it could not reach the server instead of pretending to have signed out.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import type { SessionInfo } from '#shared/schemas/auth';
import { useOnline } from '../../lib/use-online';
import { SESSION_KEY, isCanvasser, logout, setAdminFlag, useAdminSession } from '../../lib/session';
import { isNoConnection } from './offline-notice';

const LOGOUT_UNREACHABLE = 'Could not sign out: no connection to the server. Try again when you are online.';
const LOGOUT_REFUSED = 'Could not sign out: the server answered with an error. Please try again.';

/** Query keys of every admin read: all of them are dropped when the session ends. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** The state of the admin session as a page needs it. */
export interface AdminGuard {
  /** Signed in with a usable password, not logging out: the page may fetch lead data. */
  signedIn: boolean;
  /** Still on the generated first password: only the password change may show. */
  mustChangePassword: boolean;
  /** Signed in as a canvasser: the admin pages show the way to lead capture instead. */
  canvasser: boolean;
  /** No connection (the browser says so, or the session check could not reach the server). */
  offline: boolean;
  /** Swap in the session the password change answered. */
  passwordChanged: (session: SessionInfo) => void;
  onLogout: () => Promise<void>;
  logoutError: string | null;
}

export function useAdminGuard(): AdminGuard {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const mustChangePassword = session.data?.mustChangePassword === true;
  const canvasser = isCanvasser(session.data);
  // While logging out nothing is fetched any more (it would only meet 401s).
  const signedIn = session.data?.authenticated === true && !leaving && !mustChangePassword && !canvasser;
  const online = useOnline();
  const offline = !online || isNoConnection(session.error);
  const wasOnline = useRef(online);

  useEffect(() => {
    // Back online: ask again. (A page opened offline never saw an 'offline' event, so the query
    // library does not know it should retry by itself.)
    if (online && !wasOnline.current) {
      void queryClient.refetchQueries({ queryKey: SESSION_KEY });
      void queryClient.refetchQueries({ queryKey: ADMIN_QUERY_KEY });
    }
    wasOnline.current = online;
  }, [online, queryClient]);

  const sessionLost = useCallback(() => {
    setAdminFlag(false);
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    navigate(PATHS.admin, { replace: true });
  }, [navigate, queryClient]);

  useEffect(() => {
    if (session.data?.authenticated === false) sessionLost();
  }, [session.data, sessionLost]);

  async function onLogout() {
    setLeaving(true);
    setLogoutError(null);
    // Reads still in flight would reach the server after the session ends and meet 401s.
    await queryClient.cancelQueries({ queryKey: ADMIN_QUERY_KEY });
    try {
      await logout();
    } catch (error) {
      // The session still stands on the server: showing the visitor signed out would be a lie.
      setLeaving(false);
      setLogoutError(isNoConnection(error) ? LOGOUT_UNREACHABLE : LOGOUT_REFUSED);
      return;
    }
    queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
    // The login page must not see the old "signed in" answer and bounce straight back here.
    queryClient.setQueryData<SessionInfo>(SESSION_KEY, { authenticated: false });
    navigate(PATHS.admin);
  }

  return {
    signedIn,
    mustChangePassword,
    canvasser,
    offline,
    passwordChanged: (changed) => queryClient.setQueryData(SESSION_KEY, changed),
    onLogout,
    logoutError,
  };
}
