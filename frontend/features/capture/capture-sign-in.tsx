/** Sign-in on the capture page itself: the page stays put, and what waited for a session goes out. */
import { Button, Paper, Text, Title } from '@mantine/core';
import type { SessionInfo } from '#shared/schemas/auth';
import { SignInForm } from '../../components/sign-in-form';

export function CaptureSignIn({
  reason,
  onSignedIn,
}: {
  /** Why sign-in is asked for (first use, or a session that ended with leads waiting). */
  reason: string;
  onSignedIn: (session: SessionInfo) => void;
}) {
  return (
    <Paper component="section" aria-labelledby="capture-sign-in" withBorder p="lg" radius="md">
      <Title order={2} size="h3" id="capture-sign-in">
        Sign in
      </Title>
      <Text mt={4} mb="md">
        {reason}
      </Text>
      <SignInForm
        onSignedIn={onSignedIn}
        submit={(pending) => (
          <Button type="submit" size="md" loading={pending}>
            Sign in
          </Button>
        )}
      />
    </Paper>
  );
}
