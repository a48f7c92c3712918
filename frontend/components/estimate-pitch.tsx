import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PhoneLink } from '../features/phone-tracking/phone-link';
import { FeatureList } from './feature-list';

/** What stands beside an estimate form: its h2, a short pitch, its points and the phone number. */
export function EstimatePitch({
  title,
  headingId,
  text,
  points,
  phoneElement,
  children,
}: {
  title: string;
  headingId?: string;
  text: string;
  points: readonly string[];
  /** Placement id of the phone link (spec §7). */
  phoneElement: string;
  /** Shown last (e.g. the ratings). */
  children?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={2} id={headingId}>
        {title}
      </Title>
      <Text size="lg" c="dark.5">
        {text}
      </Text>
      <FeatureList items={points} />
      <Text fw={600}>
        Prefer to talk? Call <PhoneLink element={phoneElement} />
      </Text>
      {children}
    </Stack>
  );
}
