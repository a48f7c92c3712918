import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CityServiceBlock } from '../../content/area-pages';
import { FeatureList } from '../feature-list';
import { LearnMoreButton } from '../learn-more-button';

/** The four service blocks of a city page, each with its features and a link to the service page. */
export function CityServiceBlocks({ blocks }: { blocks: readonly CityServiceBlock[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {blocks.map((block) => (
        <Card key={block.title} component="article" withBorder padding="lg" radius="md">
          <Stack gap="sm" h="100%">
            <Title order={3} size="h4">
              {block.title}
            </Title>
            <Text c="dark.5">{block.description}</Text>
            <div style={{ flexGrow: 1 }}>
              <FeatureList items={block.features} />
            </div>
            <LearnMoreButton to={block.link} topic={block.title} w="fit-content" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
