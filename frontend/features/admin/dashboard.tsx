import { Alert, Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../shared/routes';
import { EXPORTS, useAdminSummary } from './admin-api';
import type { SessionInfo } from '../../../shared/schemas/auth';
import { SESSION_KEY, logout, setAdminFlag, useAdminSession } from './admin-session';
import { AdminOfflineNotice, isNoConnection } from './offline-notice';
import { PasswordChangeForm } from './password-change-form';
import { useOnline } from '../../lib/use-online';
import { BookingsPanel } from './bookings-panel';
import { AllPhoneClicksPanel, LanderPClicksPanel, SummaryTiles } from './click-panels';
import { SubmissionsPanel } from './submissions-panel';

const LOGOUT_UNREACHABLE = 'Could not sign out: no connection to the server. Try again when you are online.';
const LOGOUT_REFUSED = 'Could not sign out: the server answered with an error. Please try again.';

/**
 * The leads dashboard. Shows nothing until the server confirms the session, and only the
 * password change while the admin still has the generated first password.
 */
export function Dashboard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const [leaving, setLeaving] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const mustChangePassword = session.data?.mustChangePassword === true;
  // While logging out nothing is fetched any more (it would only meet 401s).
  const signedIn = session.data?.authenticated === true && !leaving && !mustChangePassword;
  const summary = useAdminSummary(signedIn);
  // No session, or a 401 mid-session (expired cookie): back to the login page.
  const lostSession = session.data?.authenticated === false || summary.data === null;
  // Offline, lead data already on screen would be stale: it is hidden until the connection is back.
  const online = useOnline();
  const offline = !online || isNoConnection(session.error) || isNoConnection(summary.error);
  const wasOnline = useRef(online);

  useEffect(() => {
    // Back online: ask again. (A page opened offline never saw an 'offline' event, so the query
    // library does not know it should retry by itself.)
    if (online && !wasOnline.current) {
      void queryClient.refetchQueries({ queryKey: SESSION_KEY });
      void queryClient.refetchQueries({ queryKey: ['admin'] });
    }
    wasOnline.current = online;
  }, [online, queryClient]);

  useEffect(() => {
    if (lostSession) {
      setAdminFlag(false);
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate(PATHS.admin, { replace: true });
    }
  }, [lostSession, navigate, queryClient]);

  async function onLogout() {
    setLeaving(true);
    setLogoutError(null);
    try {
      await logout();
    } catch (error) {
      // The session still stands on the server: showing the visitor signed out would be a lie.
      setLeaving(false);
      setLogoutError(isNoConnection(error) ? LOGOUT_UNREACHABLE : LOGOUT_REFUSED);
      return;
    }
    queryClient.removeQueries({ queryKey: ['admin'] });
    // The login page must not see the old "signed in" answer and bounce straight back here.
    queryClient.setQueryData<SessionInfo>(SESSION_KEY, { authenticated: false });
    navigate(PATHS.admin);
  }

  if (mustChangePassword && !offline) {
    return <PasswordChangeForm onChanged={(changed) => queryClient.setQueryData(SESSION_KEY, changed)} />;
  }

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Admin Dashboard</Title>
        <Button variant="outline" onClick={onLogout}>
          Logout
        </Button>
      </Group>
      {logoutError && (
        <Alert color="red" role="alert" variant="light" mb="lg">
          {logoutError}
        </Alert>
      )}
      {offline && <AdminOfflineNotice />}
      {signedIn && !offline && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <LanderPClicksPanel
              summary={summary.data}
              isLoading={summary.isPending}
              isError={summary.isError}
            />
            <AllPhoneClicksPanel
              summary={summary.data}
              isLoading={summary.isPending}
              isError={summary.isError}
            />
          </SimpleGrid>
          <SummaryTiles summary={summary.data} />
          <Group>
            <Button component="a" href={EXPORTS.phoneClicks} download variant="light" size="xs">
              Export phone clicks CSV
            </Button>
          </Group>
          <SubmissionsPanel enabled={signedIn} />
          <BookingsPanel enabled={signedIn} />
        </Stack>
      )}
    </Container>
  );
}
