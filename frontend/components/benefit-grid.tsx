import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { Benefit } from '../content/types';

/** Titled benefit (or material, or value) blocks in a responsive grid. */
export function BenefitGrid({ items, columns = 4 }: { items: readonly Benefit[]; columns?: 2 | 3 | 4 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {items.map((b) => (
        <Card key={b.title} withBorder padding="lg" radius="md">
          <Title order={3} size="h4" mb="xs">
            {b.title}
          </Title>
          <Text c="dark.5">{b.description}</Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
