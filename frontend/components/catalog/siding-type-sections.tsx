import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { SidingBrand, SidingType } from '../../content/types';
import { FeatureList } from '../feature-list';
import { Picture } from '../picture';
import classes from './catalog.module.css';

/** A siding type's six benefits, two or three to a row. */
export function SidingBenefitList({ benefits }: { benefits: readonly string[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="md" className={classes.benefits}>
      {benefits.map((benefit) => (
        <li key={benefit} className={classes.benefit}>
          <ThemeIcon color="green.8" size={24} radius="xl" aria-hidden="true">
            ✓
          </ThemeIcon>
          <Text fw={600}>{benefit}</Text>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The brands we install for a siding type, each with its features. */
export function SidingBrandCards({ brands }: { brands: readonly SidingBrand[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: Math.min(brands.length, 3) }} spacing="lg">
      {brands.map((brand) => (
        <Card key={brand.name} withBorder padding="lg" radius="md">
          <Title order={3} size="h4">
            {brand.name}
          </Title>
          <Text c="dark.5" mt="xs" mb="md">
            {brand.description}
          </Text>
          <FeatureList items={brand.features} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The styles chart when the type has one (only vinyl), otherwise the style names as a grid. */
export function SidingStyles({ type }: { type: SidingType }) {
  if (type.stylesChart) {
    return (
      <div className={classes.chart}>
        <Picture image={type.stylesChart} />
      </div>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {type.styles.map((style) => (
        <li key={style} className={classes.styleChip}>
          {style}
        </li>
      ))}
    </SimpleGrid>
  );
}
