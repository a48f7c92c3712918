import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { useSubscribe, type SubscribeOutcome } from './subscribe';

/**
 * The blog's newsletter box. The result is announced in a live region; a failure keeps the
 * typed address so the visitor can correct it, a success clears it. Submitting is possible
 * only once the page has hydrated (before that a native submit would put the address in the URL).
 * The field is uncontrolled, so an address typed while the page was still hydrating is kept.
 */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const subscribe = useSubscribe();
  const hydrated = useHydrated();
  const id = useId();
  const resultId = `${id}-result`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setOutcome(null);
    subscribe.mutate(email.trim(), {
      onSuccess: (result) => {
        setOutcome(result);
        if (result.ok) form.reset();
      },
    });
  };

  const failed = outcome?.ok === false;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} bg="navy.0">
      <Stack gap="md">
        <Title order={2} size="h3" id={`${id}-title`}>
          Get Home Improvement Tips
        </Title>
        <Text c="dark.6">
          One short email a month with seasonal maintenance advice, new articles and special offers. No spam;
          unsubscribe any time.
        </Text>
        <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
          <Stack gap="sm">
            <TextInput
              type="email"
              label="Email address"
              placeholder="you@example.com"
              autoComplete="email"
              name="email"
              aria-invalid={failed || undefined}
              aria-describedby={outcome ? resultId : undefined}
              size="md"
            />
            <Button
              type="submit"
              size="md"
              color="brick.8"
              loading={subscribe.isPending}
              disabled={!hydrated}
            >
              Subscribe
            </Button>
          </Stack>
        </form>
        <div aria-live="polite" role="status" id={resultId}>
          {outcome && (
            <Text fw={600} c={outcome.ok ? 'green.9' : 'red.9'}>
              {outcome.message}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
