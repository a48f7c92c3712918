/**
 * The admin area's layout: a side navigation (behind a menu button on phones), the business
 * name and Logout, around one admin page. It runs the dashboard's guard: nothing is fetched
 * before the server confirms the session, the password change comes first when it is due, a
 * canvasser is pointed to lead capture, and
 * offline the page keeps its heading and says so instead of showing stale lead data.
 */
import { Alert, AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { BUSINESS } from '#shared/business';
import { useAdminGuard } from '../admin-guard';
import { CanvasserNotice } from '../canvasser-notice';
import { EmailNotConfiguredBanner } from '../delivery/email-not-configured-banner';
import { AdminWarningsBanner } from '../system/admin-warnings-banner';
import { AdminOfflineNotice } from '../offline-notice';
import { PasswordChangeForm } from '../password-change-form';
import classes from './admin-area.module.css';
import { AdminNav } from './admin-nav';

/** What the page inside may do: fetch lead data only while `enabled`. */
export interface AdminAreaState {
  enabled: boolean;
}

export function AdminArea({ children }: { children: (state: AdminAreaState) => ReactNode }) {
  const guard = useAdminGuard();
  const [navOpen, nav] = useDisclosure(false);

  if (guard.mustChangePassword && !guard.offline) {
    return (
      <main id="main">
        <PasswordChangeForm onChanged={guard.passwordChanged} />
      </main>
    );
  }
  if (guard.canvasser) {
    return (
      <main id="main">
        <CanvasserNotice onLogout={() => void guard.onLogout()} logoutError={guard.logoutError} />
      </main>
    );
  }

  const enabled = guard.signedIn && !guard.offline;
  return (
    <AppShell
      // The header only carries the menu button and the name on phones; wider, the side navigation does.
      header={{ height: { base: 56, sm: 0 } }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <AppShell.Header hiddenFrom="sm">
        <Group h="100%" px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={navOpen}
            onClick={nav.toggle}
            hiddenFrom="sm"
            aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={navOpen}
            aria-controls="admin-nav"
          />
          <span className={classes.brand}>{BUSINESS.name}</span>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="admin-nav"
        aria-label="Admin"
        className={classes.navbar}
        data-closed={!navOpen || undefined}
      >
        <AdminNav onNavigate={nav.close} onLogout={() => void guard.onLogout()} />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Container size="lg" px={0}>
          {guard.logoutError && (
            <Alert color="red" role="alert" variant="light" mb="md">
              {guard.logoutError}
            </Alert>
          )}
          {guard.offline && <AdminOfflineNotice />}
          <EmailNotConfiguredBanner enabled={enabled} />
          <AdminWarningsBanner enabled={enabled} />
          {children({ enabled })}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
