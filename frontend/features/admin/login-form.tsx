import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import type { SessionInfo } from '#shared/schemas/auth';
import { ApiRequestError, apiRequest } from '../../lib/api-request';
import { SESSION_KEY, isCanvasser, landingPathOf, setAdminFlag, useAdminSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnline } from '../../lib/use-online';
import { AdminOfflineNotice } from './offline-notice';

/** Spec §9: sign-in takes at least this long, so a fast failure reveals nothing by its timing. */
const MIN_SIGN_IN_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The admin sign-in card. */
export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAdminSession();
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (session.data?.authenticated) {
      setAdminFlag(!isCanvasser(session.data));
      navigate(landingPathOf(session.data), { replace: true });
    }
  }, [session.data, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const delay = wait(MIN_SIGN_IN_MS);
    try {
      const res = await apiRequest('POST', '/api/auth/login', {
        username: String(data.get('username') ?? ''),
        password: String(data.get('password') ?? ''),
      });
      const signedIn = (await res.json()) as SessionInfo;
      await delay;
      setAdminFlag(!isCanvasser(signedIn));
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      navigate(landingPathOf(signedIn));
    } catch (err) {
      await delay;
      setAdminFlag(false);
      const status = err instanceof ApiRequestError ? err.status : 0;
      setError(
        status === 429
          ? ((err as ApiRequestError).apiError?.message ?? 'Too many attempts, try again later')
          : status === 401 || status === 400
            ? 'Invalid username or password'
            : navigator.onLine
              ? 'Could not reach the server. Please try again.'
              : 'You are offline. Sign in when the connection is back.',
      );
    } finally {
      setPending(false);
    }
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
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput name="username" label="Username" autoComplete="username" required withAsterisk={false} />
          <PasswordInput
            name="password"
            label="Password"
            autoComplete="current-password"
            required
            withAsterisk={false}
          />
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <Button type="submit" disabled={pending || !hydrated} fullWidth>
            {pending ? 'Signing in...' : 'Sign in'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
