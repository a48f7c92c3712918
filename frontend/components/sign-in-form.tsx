/** Username and password, sent to POST /api/auth/login: the admin sign-in and the capture page's. */
import { Alert, PasswordInput, Stack, TextInput, type AlertProps } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SessionInfo } from '#shared/schemas/auth';
import { ApiRequestError, apiRequest } from '../lib/api-request';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function failureText(error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 401 || status === 400) return 'Invalid username or password';
  if (status === 429)
    return (error as ApiRequestError).apiError?.message ?? 'Too many attempts, try again later';
  return navigator.onLine
    ? 'Could not reach the server. Please try again.'
    : 'You are offline. Sign in when the connection is back.';
}

export interface SignInFormProps {
  /** Told once the server accepts the password; the form stays pending until it settles. */
  onSignedIn: (session: SessionInfo) => void | Promise<void>;
  /** Told when the sign-in fails, before the message shows. */
  onFailed?: () => void;
  /** The least time a sign-in takes, success or not, so a fast failure reveals nothing by its timing. */
  minDurationMs?: number;
  /** The submit button, drawn for whether a sign-in is under way. */
  submit: (pending: boolean) => ReactNode;
  /** The failure message's Alert variant (Mantine's own default when not given). */
  errorVariant?: AlertProps['variant'];
}

export function SignInForm({ onSignedIn, onFailed, minDurationMs, submit, errorVariant }: SignInFormProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const delay = minDurationMs ? wait(minDurationMs) : undefined;
    try {
      const res = await apiRequest('POST', '/api/auth/login', {
        username: String(data.get('username') ?? ''),
        password: String(data.get('password') ?? ''),
      });
      const session = (await res.json()) as SessionInfo;
      if (delay) await delay;
      await onSignedIn(session);
    } catch (err) {
      if (delay) await delay;
      onFailed?.();
      setError(failureText(err));
    } finally {
      setPending(false);
    }
  }

  return (
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
          <Alert color="red" role="alert" variant={errorVariant}>
            {error}
          </Alert>
        )}
        {submit(pending)}
      </Stack>
    </form>
  );
}
