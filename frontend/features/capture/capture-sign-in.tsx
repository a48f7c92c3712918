/** Sign-in on the capture page itself: the page stays put, and what waited for a session goes out. */
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SessionInfo } from '#shared/schemas/auth';
import { ApiRequestError, apiRequest } from '../../lib/api-request';

function failureText(error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 401 || status === 400) return 'Invalid username or password';
  if (status === 429)
    return (error as ApiRequestError).apiError?.message ?? 'Too many attempts, try again later';
  return navigator.onLine
    ? 'Could not reach the server. Please try again.'
    : 'You are offline. Sign in when the connection is back.';
}

export function CaptureSignIn({
  reason,
  onSignedIn,
}: {
  /** Why sign-in is asked for (first use, or a session that ended with leads waiting). */
  reason: string;
  onSignedIn: (session: SessionInfo) => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const res = await apiRequest('POST', '/api/auth/login', {
        username: String(data.get('username') ?? ''),
        password: String(data.get('password') ?? ''),
      });
      onSignedIn((await res.json()) as SessionInfo);
    } catch (err) {
      setError(failureText(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper component="section" aria-labelledby="capture-sign-in" withBorder p="lg" radius="md">
      <Title order={2} size="h3" id="capture-sign-in">
        Sign in
      </Title>
      <Text mt={4} mb="md">
        {reason}
      </Text>
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
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" size="md" loading={pending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
