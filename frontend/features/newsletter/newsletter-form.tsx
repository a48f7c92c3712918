import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { island, useInIslandRoot } from '../../islands/island';
import { useHydrated } from '../../lib/use-hydrated';
import { useSubscribe, type SubscribeOutcome } from './subscribe';

/**
 * The blog's newsletter box. The result is announced in a live region; a failure keeps the
 * typed address so the visitor can correct it, a success clears it. In the app, submitting is
 * possible only once the page has hydrated; on the blog, an island, a tap on Subscribe before then
 * is held and replayed (islands/boot-islands.ts). The form posts, so no native submit ever puts the
 * address in a URL. The field is uncontrolled, so an address typed before hydration is kept.
 */
export function NewsletterFormBody() {
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const subscribe = useSubscribe();
  const hydrated = useHydrated();
  const inIsland = useInIslandRoot();
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
        <form method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
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
              disabled={!hydrated && !inIsland}
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

/** On the blog an island, woken by the first tap or key (decision 018). */
export const NewsletterForm = island('newsletter-form', NewsletterFormBody);
