import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TermCard } from '../../content/types';
import { FeatureList } from '../feature-list';

/** Cards side by side, each with a title, a term badge, a description and what it includes. */
export function TermCards({ cards }: { cards: readonly TermCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: cards.length }} spacing="lg">
      {cards.map((card) => (
        <Card key={card.title} component="article" withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {card.title}
            </Title>
            <Badge variant="outline" color="brick.8" size="lg" w="fit-content" tt="none">
              {card.duration}
            </Badge>
            <Text c="dark.5">{card.description}</Text>
            <FeatureList items={card.features} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
