import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The special-offer banner: a bold headline, the terms and the credit note. */
export function FinancingOffer({
  headline,
  text,
  note,
  actions,
}: {
  headline: string;
  text: string;
  note: string;
  actions?: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="financing-offer-title"
      radius="lg"
      p={{ base: 'lg', md: 40 }}
      bg="navy.9"
      c="white"
      ta="center"
    >
      <Stack align="center" gap="md">
        <Badge color="brick.8" size="lg" variant="filled">
          Special Offer
        </Badge>
        <Title order={2} id="financing-offer-title" c="white" maw={760}>
          {headline}
        </Title>
        <Text size="lg" c="gray.1" maw={680}>
          {text}
        </Text>
        <Text size="sm" c="gray.3" fw={600}>
          {note}
        </Text>
        {actions}
      </Stack>
    </Paper>
  );
}
