import { Button, Paper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import type { SessionInfo } from '#shared/schemas/auth';
import { SESSION_KEY, isCanvasser, landingPathOf, setAdminFlag, useAdminSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../lib/use-online';
import { SignInForm } from '../../components/sign-in-form';
import { AdminOfflineNotice } from './offline-notice';

/** Spec §9: sign-in takes at least this long, so a fast failure reveals nothing by its timing. */
const MIN_SIGN_IN_MS = 500;

/** The admin sign-in card. */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const hydrated = useHydrated();
  const online = useOnline();

  useEffect(() => {
    if (session.data?.authenticated) {
      setAdminFlag(!isCanvasser(session.data));
      navigate(landingPathOf(session.data), { replace: true });
    }
  }, [session.data, navigate]);

  async function onSignedIn(signedIn: SessionInfo) {
    setAdminFlag(!isCanvasser(signedIn));
    await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    navigate(landingPathOf(signedIn));
  }

  return (
    <Paper withBorder shadow="md" p="xl" radius="md" maw={420} mx="auto" mt={60}>
      <Title order={1} ta="center">
        Admin Login
      </Title>
      <Text ta="center" c="dimmed" mt={4} mb="lg">
        {BUSINESS.name}
      </Text>
      {!online && <AdminOfflineNotice />}
      <SignInForm
        onSignedIn={onSignedIn}
        onFailed={() => setAdminFlag(false)}
        minDurationMs={MIN_SIGN_IN_MS}
        errorVariant="light"
        submit={(pending) => (
          <Button type="submit" disabled={pending || !hydrated} fullWidth>
            {pending ? 'Signing in...' : 'Sign in'}
          </Button>
        )}
      />
    </Paper>
  );
}
