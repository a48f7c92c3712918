import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ImageRef } from '../../content/types';
import { Picture } from '../picture';
import classes from './link-card-grid.module.css';

/** A card that leads to another page: picture, title (the link) and a short description. */
export interface LinkCard {
  title: string;
  description: string;
  image: ImageRef;
  /** Site path. */
  link: string;
}

/** Cards whose whole area links to a page (window types on home, /windows and the type pages). */
export function LinkCardGrid({
  cards,
  columns = 4,
  moreLabel = 'Learn more',
}: {
  cards: readonly LinkCard[];
  columns?: 2 | 3 | 4;
  /** Visible hint under each card's text (the link's name is the card title). */
  moreLabel?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {cards.map((card) => (
        <Card key={card.link} withBorder padding="lg" radius="md" className={classes.card}>
          <Card.Section>
            <Picture image={card.image} alt="" />
          </Card.Section>
          <Title order={3} size="h4" mt="md">
            <Link to={card.link} className={classes.link}>
              {card.title}
            </Link>
          </Title>
          <Text size="sm" c="dark.5" mt="xs" style={{ flexGrow: 1 }}>
            {card.description}
          </Text>
          <Text size="sm" mt="sm" className={classes.more} aria-hidden="true">
            {moreLabel} →
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
