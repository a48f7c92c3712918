import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { sidingTypePath } from '#shared/routes';
import type { SidingCategory } from '../../content/types';
import { Picture } from '../picture';
import classes from './catalog.module.css';

/** The siding catalog's category cards; each card is one link to its type page. */
export function SidingCategoryGrid({ categories }: { categories: readonly SidingCategory[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {categories.map((category) => (
        <li key={category.id}>
          <Card withBorder padding="lg" radius="md" className={classes.categoryCard}>
            <Card.Section>
              <Picture image={category.image} />
            </Card.Section>
            <Title order={3} size="h4" mt="md">
              <Anchor
                component={Link}
                to={sidingTypePath(category.id)}
                c="navy.9"
                inherit
                className={classes.stretchedLink}
              >
                {category.name}
              </Anchor>
            </Title>
            <Text c="dark.5" size="sm" mt="xs" style={{ flexGrow: 1 }}>
              {category.description}
            </Text>
            <Text size="sm" mt="md" className={classes.more} aria-hidden="true">
              View styles and brands →
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
