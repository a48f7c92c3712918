import { PipelinePanel } from './inbox/pipeline-panel';
import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { EXPORTS, useAdminSummary } from './admin-api';
import { useAdminGuard } from './admin-guard';
import { AdminOfflineNotice, isNoConnection } from './offline-notice';
import { PasswordChangeForm } from './password-change-form';
import { BookingsPanel } from './bookings-panel';
import { CanvasserNotice } from './canvasser-notice';
import { AllPhoneClicksPanel, LanderPClicksPanel, SummaryTiles } from './click-panels';
import { EmailNotConfiguredBanner } from './delivery/email-not-configured-banner';
import { SubmissionsPanel } from './submissions-panel';

/**
 * The leads dashboard. Shows nothing until the server confirms the session, and only the
 * password change while the admin still has the generated first password.
 */
export function Dashboard() {
  const guard = useAdminGuard();
  const { signedIn, sessionLost } = guard;
  const summary = useAdminSummary(signedIn);
  // Offline, lead data already on screen would be stale: it is hidden until the connection is back.
  const offline = guard.offline || isNoConnection(summary.error);

  // A 401 mid-session (expired cookie): back to the login page.
  useEffect(() => {
    if (summary.data === null) sessionLost();
  }, [summary.data, sessionLost]);

  if (guard.mustChangePassword && !offline) {
    return <PasswordChangeForm onChanged={guard.passwordChanged} />;
  }
  if (guard.canvasser) {
    return <CanvasserNotice onLogout={() => void guard.onLogout()} logoutError={guard.logoutError} />;
  }

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Admin Dashboard</Title>
        <Group gap="md">
          <Anchor component={Link} to={PATHS.adminLeads} fw={600}>
            Leads
          </Anchor>
          <Anchor component={Link} to={PATHS.adminDeliveries} fw={600}>
            Message delivery
          </Anchor>
          <Anchor component={Link} to={PATHS.adminSettings} fw={600}>
            Settings
          </Anchor>
          <Button variant="outline" onClick={guard.onLogout}>
            Logout
          </Button>
        </Group>
      </Group>
      {guard.logoutError && (
        <Alert color="red" role="alert" variant="light" mb="lg">
          {guard.logoutError}
        </Alert>
      )}
      {offline && <AdminOfflineNotice />}
      {signedIn && !offline && (
        <Stack gap="lg">
          <EmailNotConfiguredBanner enabled={signedIn} />
          <PipelinePanel enabled={signedIn} />
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
