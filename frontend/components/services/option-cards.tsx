import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FeatureItem } from '../../content/types';
import { FeatureList } from '../feature-list';
import { Picture } from '../picture';

/** Product or service options (siding types, doors, roofing services): picture, copy and four features. */
export function OptionCards({ items }: { items: readonly FeatureItem[] }) {
  const columns = items.length >= 3 ? 3 : 2;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {items.map((item) => (
        <Card key={item.title} withBorder padding="lg" radius="md" component="article">
          <Card.Section>
            <Picture image={item.image} />
          </Card.Section>
          <Stack gap="sm" mt="md">
            <Title order={3}>{item.title}</Title>
            <Text c="dark.5">{item.description}</Text>
            <FeatureList items={item.features} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
