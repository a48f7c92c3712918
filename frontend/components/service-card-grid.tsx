import { Badge, Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ServiceCard } from '../content/types';
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
          <Button component={Link} to={card.link} variant="light" mt="md">
            Learn more about {card.title}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
