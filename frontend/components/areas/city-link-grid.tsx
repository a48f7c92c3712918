import { SimpleGrid } from '@mantine/core';
import { Link } from 'react-router-dom';
import { cityPath } from '#shared/routes';
import type { ServiceArea } from '../../content/types';
import classes from './city-link-grid.module.css';

/** The cities of a county as a grid of links: 2 columns on phones, 3 on tablets, 4 on desktops. */
export function CityLinkGrid({ area }: { area: ServiceArea }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="sm"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {area.cities.map((city) => (
        <li key={city.slug}>
          <Link className={classes.link} to={cityPath(area.slug, city.slug)}>
            {city.name}
          </Link>
        </li>
      ))}
    </SimpleGrid>
  );
}
