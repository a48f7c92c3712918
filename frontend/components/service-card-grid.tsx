import { Badge, Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ServiceCard } from '../content/types';
import { LearnMoreButton } from './learn-more-button';
import { Picture } from './picture';

/** Service teaser cards, each linking to its service page. */
export function ServiceCardGrid({
  cards,
  headingOrder = 3,
}: {
  cards: readonly ServiceCard[];
  headingOrder?: 2 | 3;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
      {cards.map((card) => (
        <Card key={card.link + card.title} withBorder padding="lg" radius="md">
          <Card.Section>
            <Picture image={card.image} />
          </Card.Section>
          <Badge mt="md" color="brick" variant="light">
            {card.badge}
          </Badge>
          <Title order={headingOrder} size="h4" mt="xs">
            {card.title}
          </Title>
          <Text size="sm" fw={600} c="navy.8">
            {card.subtitle}
          </Text>
          <Text size="sm" mt="xs" c="dark.5">
            {card.description}
          </Text>
          <LearnMoreButton to={card.link} topic={card.title} mt="md" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
