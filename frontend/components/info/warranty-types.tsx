import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WarrantyType } from '../../content/types';
import { FeatureList } from '../feature-list';

/** The kinds of coverage, each with its length and what it covers. */
export function WarrantyTypes({ types }: { types: readonly WarrantyType[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: types.length }} spacing="lg">
      {types.map((type) => (
        <Card key={type.title} component="article" withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {type.title}
            </Title>
            <Badge variant="outline" color="brick.8" size="lg" w="fit-content" tt="none">
              {type.duration}
            </Badge>
            <Text c="dark.5">{type.description}</Text>
            <FeatureList items={type.coverage} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
