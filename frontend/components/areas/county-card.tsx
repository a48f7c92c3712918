import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { areaPath, cityPath } from '#shared/routes';
import type { ServiceArea } from '../../content/types';
import classes from './area-links.module.css';

/** A county on the service areas page: its name links to its page, each city to the city's page. */
export function CountyCard({ area }: { area: ServiceArea }) {
  const headingId = `county-${area.slug}`;
  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg" radius="md">
      <Title order={3} size="h4" id={headingId}>
        <Anchor component={Link} to={areaPath(area.slug)} inherit c="navy.9" className={classes.townLink}>
          {area.name}
        </Anchor>
      </Title>
      <Text size="sm" c="dark.5" mb="sm">
        {area.cities.length} communities served, {area.stateName}
      </Text>
      <List
        size="sm"
        spacing={4}
        listStyleType="none"
        styles={{ root: { columns: 2, columnGap: 16, paddingLeft: 0 } }}
      >
        {area.cities.map((city) => (
          <List.Item key={city.slug}>
            <Anchor
              component={Link}
              to={cityPath(area.slug, city.slug)}
              size="sm"
              className={classes.townLink}
            >
              {city.name}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
