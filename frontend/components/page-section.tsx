import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's opening block: its one h1 and an introduction. */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      {children && (
        <Text size="lg" mt="md" maw={760}>
          {children}
        </Text>
      )}
    </Container>
  );
}
