import { PipelinePanel } from './inbox/pipeline-panel';
import { Alert, Anchor, Button, Container, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { EXPORTS, useAdminSummary } from './admin-api';
import { loadFailed } from './admin-query';
import { useAdminGuard } from './admin-guard';
import { AdminOfflineNotice, isNoConnection } from './offline-notice';
import { PasswordChangeForm } from './password-change-form';
import { BookedCallsPanel } from './booked-calls-panel';
import { CanvasserNotice } from './canvasser-notice';
import { AllPhoneClicksPanel, LanderPClicksPanel, SummaryTiles } from './click-panels';
import { EmailNotConfiguredBanner } from './delivery/email-not-configured-banner';
import { AdminWarningsBanner } from './system/admin-warnings-banner';
import { EstimateRequestsPanel } from './estimate-requests-panel';

/**
 * The leads dashboard. Shows nothing until the server confirms the session, and only the
 * password change while the admin still has the generated first password.
 */
export function Dashboard() {
  const guard = useAdminGuard();
  const { signedIn } = guard;
  const summary = useAdminSummary(signedIn);
  // Offline, lead data already on screen would be stale: it is hidden until the connection is back.
  const offline = guard.offline || isNoConnection(summary.error);

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
          <AdminWarningsBanner enabled={signedIn} />
          <PipelinePanel enabled={signedIn} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <LanderPClicksPanel
              summary={summary.data}
              isLoading={summary.isPending}
              isError={loadFailed(summary)}
            />
            <AllPhoneClicksPanel
              summary={summary.data}
              isLoading={summary.isPending}
              isError={loadFailed(summary)}
            />
          </SimpleGrid>
          <SummaryTiles summary={summary.data} />
          <Group>
            <Button component="a" href={EXPORTS.phoneClicks} download variant="light" size="xs">
              Export phone clicks CSV
            </Button>
          </Group>
          <EstimateRequestsPanel enabled={signedIn} />
          <BookedCallsPanel enabled={signedIn} />
        </Stack>
      )}
    </Container>
  );
}
