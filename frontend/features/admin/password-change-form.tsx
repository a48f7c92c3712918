/**
 * Shown in place of the dashboard while the signed-in admin still has the generated first
 * password: the server answers no lead data until it is replaced.
 */
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { SessionInfo } from '#shared/schemas/auth';
import { ApiRequestError, apiRequest } from '../../lib/api-request';
import { SESSION_KEY } from '../../lib/session';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Why the change failed, in words for the visitor. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError)
    return error.apiError?.message ?? 'The password could not be changed. Please try again.';
  return navigator.onLine
    ? 'Could not reach the server. Please try again.'
    : 'You are offline. Change the password when the connection is back.';
}

/** The form; `onChanged` gets the server's new session answer. */
export function PasswordChangeForm({ onChanged }: { onChanged: (session: SessionInfo) => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [mismatch, setMismatch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    required: true,
    withAsterisk: false,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const differ = values.newPassword !== values.confirmPassword;
    setMismatch(differ);
    if (differ) return;
    setPending(true);
    try {
      const { currentPassword, newPassword } = values;
      const res = await apiRequest('POST', '/api/auth/password', { currentPassword, newPassword });
      onChanged((await res.json()) as SessionInfo);
    } catch (err) {
      // What was typed stays, so a fix is one field away.
      setError(failureMessage(err));
      // The session has ended meanwhile: the dashboard then returns to the login page.
      if (err instanceof ApiRequestError && err.status === 401)
        void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    } finally {
      setPending(false);
    }
  }

  return (
    <Paper withBorder shadow="md" p="xl" radius="md" maw={420} mx="auto" mt={60}>
      <Title order={1} ta="center">
        Choose a new password
      </Title>
      <Text ta="center" c="dimmed" mt={4} mb="lg">
        You signed in with the password generated for the first start. Choose your own to continue.
      </Text>
      <form onSubmit={onSubmit}>
        <Stack>
          <PasswordInput
            {...field('currentPassword')}
            label="Current password"
            autoComplete="current-password"
          />
          <PasswordInput {...field('newPassword')} label="New password" autoComplete="new-password" />
          <PasswordInput
            {...field('confirmPassword')}
            label="Confirm new password"
            autoComplete="new-password"
            error={mismatch ? 'Passwords do not match' : undefined}
          />
          {error && (
            <Alert color="red" role="alert" variant="light">
              {error}
            </Alert>
          )}
          <Button type="submit" disabled={pending} fullWidth>
            {pending ? 'Changing password...' : 'Change password'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
